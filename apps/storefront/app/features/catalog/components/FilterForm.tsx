import { formatMoney, type ListingQuery, PAGE_SIZE_OPTIONS, SORT_OPTIONS } from '@maison/shared';
import { useEffect, useRef } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import type { FacetGroup } from '../facets';
import { APPLY_FIELD, FACET_FIELD, listingHref, PRICE_MAX_FIELD, PRICE_MIN_FIELD } from '../listing-form';

export const FILTER_FORM_ID = 'listing-filters';

interface FilterFormProps {
    facets: FacetGroup[];
    query: ListingQuery;
    textParam: string;
}

/**
 * Reads the form and goes to the listing URL it describes. Without script the form is sent as
 * it is and the loader answers with a redirect to the same URL, so both end on one address.
 */
function useApplyForm(textParam: string) {
    const navigate = useNavigate();
    const { pathname } = useLocation();
    return (form: HTMLFormElement | null) => {
        if (!form) return;
        const params = new URLSearchParams();
        for (const [k, v] of new FormData(form)) if (typeof v === 'string') params.append(k, v);
        // The parser comes with the first filter applied, not with every page's script.
        void import('../listing-form-query').then(({ listingQueryFromForm }) =>
            navigate(listingHref(pathname, listingQueryFromForm(params), textParam), { preventScrollReset: true }),
        );
    };
}

const yuan = (fen: number | undefined) => (fen === undefined ? '' : String(fen / 100));

/** One bound of the price range, typed in yuan. */
function PriceInput({ name, label, fen }: { name: string; label: string; fen: number | undefined }) {
    return (
        <label>
            <span className="visually-hidden">{label}</span>
            <input
                type="number"
                name={name}
                min={0}
                step={1}
                inputMode="numeric"
                placeholder={label}
                defaultValue={yuan(fen)}
            />
        </label>
    );
}

/**
 * The URL is the state: after a navigation (a filter applied, back, forward) the fields show
 * what the URL says. They are set in place rather than re-mounted, so keyboard focus stays
 * on the box or list the visitor just used.
 */
function useFieldsFollowQuery(
    form: React.RefObject<HTMLFormElement | null>,
    facets: FacetGroup[],
    query: ListingQuery,
) {
    useEffect(() => {
        const el = form.current;
        if (!el) return;
        const selected = new Set(
            facets.flatMap((g) => g.options.filter((o) => o.selected).map((o) => `${g.code}:${o.code}`)),
        );
        for (const box of el.querySelectorAll<HTMLInputElement>(`input[name="${FACET_FIELD}"]`)) {
            box.checked = selected.has(box.value);
        }
        const set = (name: string, value: string) => {
            const field = el.ownerDocument.querySelector<HTMLInputElement | HTMLSelectElement>(
                `[form="${FILTER_FORM_ID}"][name="${name}"], #${FILTER_FORM_ID} [name="${name}"]`,
            );
            if (field && field.value !== value) field.value = value;
        };
        set(PRICE_MIN_FIELD, yuan(query.price?.min));
        set(PRICE_MAX_FIELD, yuan(query.price?.max));
        set('sort', query.sort);
        set('itemsPerPage', String(query.itemsPerPage));
    }, [form, facets, query]);
}

/** Facets as groups of check boxes with counts, and a price range in yuan (spec §2 filter and price). */
export function FilterPanel({ facets, query, textParam }: FilterFormProps) {
    const { t } = useTranslation();
    const apply = useApplyForm(textParam);
    const form = useRef<HTMLFormElement>(null);
    useFieldsFollowQuery(form, facets, query);
    return (
        <Form
            ref={form}
            method="get"
            id={FILTER_FORM_ID}
            className="filters"
            aria-label={t('listing.filters')}
            onChange={(e) => {
                // Typing a price waits for the button; a box applies at once.
                if (e.target instanceof HTMLInputElement && e.target.type === 'checkbox') apply(e.currentTarget);
            }}
            onSubmit={(e) => {
                e.preventDefault();
                apply(e.currentTarget);
            }}
        >
            <input type="hidden" name={APPLY_FIELD} value="1" />
            {query.text && <input type="hidden" name={textParam} value={query.text} />}
            {query.collections.length > 0 && (
                <input type="hidden" name="collection" value={query.collections.join(',')} />
            )}
            {facets.map((group) => {
                const chosen = group.options.filter((o) => o.selected).length;
                return (
                    <details key={group.code} className="filters__group" open={chosen > 0} data-facet={group.code}>
                        <summary>
                            {group.name}
                            {chosen > 0 && <span className="filters__chosen">{chosen}</span>}
                        </summary>
                        <ul role="list">
                            {group.options.map((o) => (
                                <li key={o.code}>
                                    <label
                                        className={
                                            o.count === 0 && !o.selected
                                                ? 'filters__option is-empty'
                                                : 'filters__option'
                                        }
                                    >
                                        <input
                                            type="checkbox"
                                            name={FACET_FIELD}
                                            value={`${group.code}:${o.code}`}
                                            defaultChecked={o.selected}
                                            disabled={o.count === 0 && !o.selected}
                                        />
                                        <span>{o.name}</span>
                                        <span className="filters__count">{o.count}</span>
                                    </label>
                                </li>
                            ))}
                        </ul>
                    </details>
                );
            })}
            <fieldset className="filters__price" data-facet="price">
                <legend>{t('listing.price')}</legend>
                <div className="filters__price-row">
                    <PriceInput name={PRICE_MIN_FIELD} label={t('listing.priceMin')} fen={query.price?.min} />
                    <span aria-hidden="true">–</span>
                    <PriceInput name={PRICE_MAX_FIELD} label={t('listing.priceMax')} fen={query.price?.max} />
                </div>
            </fieldset>
            <button type="submit" className="button button--outline button--wide">
                {t('listing.apply')}
            </button>
        </Form>
    );
}

/** Sort order and page size; part of the filter form, so a change keeps the filters. */
export function SortControls({ query, textParam }: { query: ListingQuery; textParam: string }) {
    const { t } = useTranslation();
    const apply = useApplyForm(textParam);
    const onChange = (e: React.ChangeEvent<HTMLSelectElement>) => apply(e.currentTarget.form);
    return (
        <div className="sort-controls">
            <label>
                <span>{t('listing.sortLabel')}</span>
                <select name="sort" form={FILTER_FORM_ID} defaultValue={query.sort} onChange={onChange}>
                    {SORT_OPTIONS.map((s) => (
                        <option key={s} value={s}>
                            {t(`listing.sort.${s}`)}
                        </option>
                    ))}
                </select>
            </label>
            <label>
                <span>{t('listing.perPage')}</span>
                <select
                    name="itemsPerPage"
                    form={FILTER_FORM_ID}
                    defaultValue={String(query.itemsPerPage)}
                    onChange={onChange}
                >
                    {PAGE_SIZE_OPTIONS.map((n) => (
                        <option key={n} value={n}>
                            {n}
                        </option>
                    ))}
                </select>
            </label>
        </div>
    );
}

/** The price range as shown in a chip, in the visitor's language. */
export function priceRangeText(range: { min: number; max: number }, locale: string): string {
    return `${formatMoney(range.min, 'CNY', locale)} – ${formatMoney(range.max, 'CNY', locale)}`;
}
