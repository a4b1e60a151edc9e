import { Form, Link, useSubmit } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import type { StoreFilter } from '../store-view';

/**
 * The city and type filters as a GET form: the URL holds them, so a reload, the back button
 * and a shared link show the same list, and the form works without script. With script a
 * change applies at once.
 */
export function StoreFilters({
    cities,
    filter,
    showType,
    resetHref,
}: {
    cities: ReadonlyArray<{ code: string; name: string }>;
    filter: StoreFilter;
    showType: boolean;
    resetHref: string;
}) {
    const { t } = useTranslation();
    const submit = useSubmit();
    return (
        <Form
            method="get"
            className="store-filters"
            aria-label={t('stores.filters.label')}
            preventScrollReset
            onChange={(e) => {
                // An empty choice leaves its parameter out of the URL.
                const data = new FormData(e.currentTarget);
                for (const [name, value] of [...data.entries()]) if (value === '') data.delete(name);
                void submit(data, { method: 'get', preventScrollReset: true, replace: false });
            }}
        >
            <label className="store-filters__field">
                <span>{t('stores.filters.city')}</span>
                <select name="city" defaultValue={filter.city ?? ''} key={`city-${filter.city ?? ''}`}>
                    <option value="">{t('stores.filters.allCities')}</option>
                    {cities.map((c) => (
                        <option key={c.code} value={c.code}>
                            {c.name}
                        </option>
                    ))}
                </select>
            </label>
            {showType && (
                <label className="store-filters__field">
                    <span>{t('stores.filters.type')}</span>
                    <select name="type" defaultValue={filter.type ?? ''} key={`type-${filter.type ?? ''}`}>
                        <option value="">{t('stores.filters.allTypes')}</option>
                        <option value="boutique">{t('stores.type.boutique')}</option>
                        <option value="retailer">{t('stores.type.retailer')}</option>
                    </select>
                </label>
            )}
            <button type="submit" className="button button--outline store-filters__apply">
                {t('stores.filters.apply')}
            </button>
            {(filter.city || filter.type) && (
                <Link to={resetHref} className="store-filters__reset">
                    {t('stores.filters.reset')}
                </Link>
            )}
        </Form>
    );
}
