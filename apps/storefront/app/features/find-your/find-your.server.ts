import { type Locale, parseListingQuery, type SortOption } from '@maison/shared';

import { type ProductCardData, loadListing } from '~/features/catalog/catalog.server';
import { listingHref } from '~/features/catalog/listing-form';
import { pageTitle, serverT } from '~/lib/messages.server';
import { safeRedirect } from '~/lib/safe-redirect';
import type { ShopClient } from '~/lib/shop-client.server';

import {
    type Answers,
    answersHref,
    GIFT_BUDGETS,
    QUESTIONS,
    type Question,
    RELAX_ORDER,
    hasAnswers,
    readAnswers,
    relaxed,
    searchFor,
} from './find-your';

/** Watches a recommendation shows; the rest are a link to the listing away. */
const RECOMMENDED = 8;
/** Pieces the gift guide shows for each budget. */
const GIFTS_PER_BUDGET = 4;

const blankQuery = (sort: SortOption = 'price-ASC') => ({ ...parseListingQuery({}), sort, itemsPerPage: 20 as const });

export interface StyleOption {
    code: string;
    name: string;
}

export interface FindYourData {
    kind: 'findYour';
    title: string;
    metaTitle: string;
    answers: Answers;
    /** The catalogue's collections, the style question's choices. */
    styles: StyleOption[];
    /** Null before any answer: the page shows only the questions. */
    result: {
        cards: ProductCardData[];
        totalItems: number;
        /** Answers let go because nothing matched them all. */
        dropped: Question[];
        /** The whole listing of the answers kept. */
        listingHref: string;
    } | null;
}

/**
 * The questions with the catalogue's own styles and sizes, and, once answered, the watches that
 * match: every answer if anything does, else the closest (answers let go in RELAX_ORDER).
 */
export async function loadFindYour(client: ShopClient, request: Request, locale: Locale): Promise<FindYourData> {
    const t = serverT(locale);
    const title = t('findYour.title');
    const url = new URL(request.url);
    const answers = readAnswers(url.searchParams);
    // One search of every watch, for the facets the questions offer.
    const all = await loadListing(client, { kind: 'watch', query: blankQuery() });
    const facet = (code: string) => all.facetValues.filter((fv) => fv.facetValue.facet.code === code);
    const styles = facet('collection').map((fv) => ({ code: fv.facetValue.code, name: fv.facetValue.name }));
    const diameters = facet('case-diameter').map((fv) => fv.facetValue.code);
    // A style that is no collection of the catalogue is no answer.
    const known = { ...answers, style: styles.some((s) => s.code === answers.style) ? answers.style : undefined };
    // The form sends "any" as an empty value: the page's address keeps only the answers given.
    if (QUESTIONS.some((q) => url.searchParams.get(q) === '')) throw safeRedirect(answersHref(url.pathname, known));
    const base = { kind: 'findYour' as const, title, metaTitle: pageTitle(locale, title), answers: known, styles };
    if (!hasAnswers(known)) return { ...base, result: null };

    for (let n = 0; n <= RELAX_ORDER.length; n++) {
        const { answers: kept, dropped } = relaxed(known, n);
        // Letting go of a question not answered changes nothing: no second search for it.
        if (n > 0 && dropped.length === relaxed(known, n - 1).dropped.length) continue;
        const { filter, price } = searchFor(kept, diameters);
        const query = { ...blankQuery(), filter, price };
        const listing = await loadListing(client, { kind: 'watch', query });
        if (listing.totalItems > 0 || n === RELAX_ORDER.length) {
            return {
                ...base,
                result: {
                    cards: listing.cards.slice(0, RECOMMENDED),
                    totalItems: listing.totalItems,
                    dropped,
                    listingHref: listingHref('/watches/all', { filter, price }, 'phrase'),
                },
            };
        }
    }
    return { ...base, result: null };
}

export interface GiftBudget {
    id: string;
    cards: ProductCardData[];
    totalItems: number;
    listingHref: string;
}

export interface GiftingData {
    kind: 'gifting';
    title: string;
    metaTitle: string;
    budgets: GiftBudget[];
}

/** `/find-your-{brand}/gifting`: for each budget the pieces within it, the newest first. */
export async function loadGifting(client: ShopClient, locale: Locale): Promise<GiftingData> {
    const t = serverT(locale);
    const title = t('findYour.gifting.title');
    const budgets = await Promise.all(
        GIFT_BUDGETS.map(async (b) => {
            const price = { min: b.min, max: b.max };
            // Newest first: a gift guide shows what is new, not only what is cheapest.
            const listing = await loadListing(client, { kind: b.kind, query: { ...blankQuery('new-DESC'), price } });
            const base = b.kind === 'strap' ? '/straps/all' : '/watches/all';
            return {
                id: b.id,
                cards: listing.cards.slice(0, GIFTS_PER_BUDGET),
                totalItems: listing.totalItems,
                listingHref: listingHref(base, { price }, 'phrase'),
            };
        }),
    );
    return { kind: 'gifting', title, metaTitle: pageTitle(locale, title), budgets };
}
