import { MAX_SEARCH_LENGTH } from '@maison/shared';
import { useState } from 'react';
import { Form, useNavigate } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import { searchHref } from '../search-href';

/** Longer queries are cut: nobody types 100 characters, and the search index need not see them. */
export const MAX_QUERY_LENGTH = MAX_SEARCH_LENGTH;

interface SearchFormProps {
    id: string;
    /** Where the query goes: /search/all from the popup, the current scope on a search page. */
    action: string;
    defaultValue?: string;
    /** Focus the box when its dialog opens (see Modal). */
    autoFocus?: boolean;
    className: string;
}

/** A search box (popup and search page): a blank query goes to the results without q (spec §2). */
export function SearchForm({ id, action, defaultValue = '', autoFocus = false, className }: SearchFormProps) {
    const { t } = useTranslation();
    const navigate = useNavigate();
    const [query, setQuery] = useState(defaultValue);
    return (
        <Form
            method="get"
            action={action}
            role="search"
            className={className}
            onSubmit={(e) => {
                e.preventDefault();
                void navigate(searchHref(action, query));
            }}
        >
            <label htmlFor={id} className="visually-hidden">
                {t('search.label')}
            </label>
            <input
                id={id}
                name="q"
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={t('search.placeholder')}
                maxLength={MAX_QUERY_LENGTH}
                autoComplete="off"
                enterKeyHint="search"
                data-autofocus={autoFocus || undefined}
            />
            <button type="submit" className="button button--primary">
                {t('search.submit')}
            </button>
        </Form>
    );
}
