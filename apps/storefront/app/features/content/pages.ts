import { matchPath } from 'react-router';

import { isOrderListStatus } from '@maison/shared';

/** The part of the shop a page belongs to: its lead text and the related links it shows. */
export type Section = 'shop' | 'checkout' | 'account' | 'stores' | 'service' | 'news' | 'press' | 'brand' | 'legal';

export interface PageDef {
    /** The page's title is `pages.<id>` in the locale files. */
    id: string;
    /** A react-router path pattern; `{brand}` stands for the brand's slug. */
    path: string;
    section: Section;
    /** Values for the title (e.g. the part of the history). */
    titleValues?: Record<string, string>;
    /** Extra check on the matched parameters (e.g. a known order status). */
    accept?: (params: Record<string, string | undefined>, brandSlug: string) => boolean;
}

/** Sections whose pages belong to one visitor (account, checkout): kept out of search engines. */
export function isPrivateSection(section: Section): boolean {
    return section === 'account' || section === 'checkout';
}

/** Order numbers are short codes; anything else in the path is not an order and must not reach the heading. */
const isOrderNumber = (orderBn: string | undefined) => /^[A-Za-z0-9-]{1,32}$/.test(orderBn ?? '');

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The fixed pages of spec §2 that are not listings or products: service, checkout, account,
 * the news and press sections' pages and the brand's guides. One table, so the catch-all, the
 * account layout, the sitemap and the tests agree on which paths exist. Any other page is the
 * CMS's to say (content-paths.ts).
 */
export const PAGES: readonly PageDef[] = [
    { id: 'watchesOrigins', path: '/watches/origins/label', section: 'shop' },
    { id: 'changeStrap', path: '/straps/change-watch-strap', section: 'shop' },

    { id: 'checkout', path: '/checkout', section: 'checkout' },
    { id: 'checkoutLogin', path: '/checkout/login', section: 'checkout' },
    { id: 'checkoutSuccess', path: '/checkout/onepage/success', section: 'checkout' },
    { id: 'checkoutFailure', path: '/checkout/onepage/failure', section: 'checkout' },

    { id: 'login', path: '/login', section: 'account' },
    { id: 'resetPassword', path: '/reset-password', section: 'account' },
    { id: 'account', path: '/my-account', section: 'account' },
    { id: 'wishlist', path: '/my-account/wishlist', section: 'account' },
    { id: 'addresses', path: '/my-account/address', section: 'account' },
    { id: 'addressAdd', path: '/my-account/address/add', section: 'account' },
    { id: 'addressEdit', path: '/my-account/address/edit/:id', section: 'account' },
    { id: 'profile', path: '/my-account/profile', section: 'account' },
    { id: 'memberSignIn', path: '/my-account/sign-in', section: 'account' },
    { id: 'memberClub', path: '/my-account/member-club', section: 'account' },
    { id: 'orders', path: '/orders/:status', section: 'account', accept: (p) => isOrderListStatus(p.status) },
    {
        id: 'orderLogistic',
        path: '/order/logistic/:orderBn',
        section: 'account',
        accept: (p) => isOrderNumber(p.orderBn),
    },
    { id: 'orderReturn', path: '/order/return/:orderBn', section: 'account', accept: (p) => isOrderNumber(p.orderBn) },
    {
        id: 'order',
        path: '/order/:status?/:orderBn',
        section: 'account',
        accept: (p) => (p.status === undefined || isOrderListStatus(p.status)) && isOrderNumber(p.orderBn),
    },

    { id: 'service', path: '/service', section: 'service' },
    { id: 'faq', path: '/service/faq', section: 'service' },
    { id: 'allPrices', path: '/service/all-prices', section: 'service' },
    { id: 'blockchain', path: '/service/blockchain', section: 'service' },
    { id: 'contact', path: '/service/contact', section: 'service' },
    { id: 'faqContact', path: '/service/faq-contact', section: 'service' },
    { id: 'warranty', path: '/service/international-warranty', section: 'service' },
    { id: 'needsService', path: '/service/my-watch-needs-a-service', section: 'service' },
    { id: 'ourServices', path: '/service/our-services', section: 'service' },
    { id: 'servicePrices', path: '/service/service-prices', section: 'service' },
    { id: 'manuals', path: '/service/user-manuals', section: 'service' },
    { id: 'watchCare', path: '/service/watch-care', section: 'service' },
    { id: 'centersCountries', path: '/service/centers/countries', section: 'service' },
    { id: 'centers', path: '/service/centers/:lan?', section: 'service' },
    { id: 'sendCountries', path: '/service/send-my-watch/countries', section: 'service' },
    ...range(1, 5).map((n) => ({
        id: 'sendStep',
        path: `/service/send-my-watch/step-${n}`,
        section: 'service' as const,
        titleValues: { n: String(n) },
    })),

    // Served by routes of their own (routes/news.tsx, routes/press-*.tsx); listed for the
    // sitemap and the related links. Articles and releases are the CMS's (content.server.ts).
    { id: 'news', path: '/news', section: 'news' },
    { id: 'pressLounge', path: '/press-lounge', section: 'press' },
    { id: 'mediaCenter', path: '/press-lounge/media-center', section: 'press' },
    { id: 'mediaData', path: '/press-lounge/media-data', section: 'press' },
    { id: 'pressReleases', path: '/press-lounge/press-releases', section: 'press' },
    { id: 'pressReleasesData', path: '/press-lounge/press-releases/data', section: 'press' },

    // Brand pages, campaigns and legal texts are the CMS's (content-paths.ts); these two stay fixed.
    { id: 'findYour', path: '/find-your-{brand}', section: 'brand' },
    { id: 'findYourGifting', path: '/find-your-{brand}/gifting', section: 'brand' },
];

export interface FoundPage {
    page: PageDef;
    params: Record<string, string | undefined>;
}

function withBrand(path: string, brandSlug: string): string {
    return path.replaceAll('{brand}', brandSlug);
}

/** The page a path shows, if any: the first entry whose pattern matches and whose check passes. */
export function findPage(pathname: string, brandSlug: string): FoundPage | undefined {
    for (const page of PAGES) {
        const match = matchPath({ path: withBrand(page.path, brandSlug), caseSensitive: true, end: true }, pathname);
        if (match && (!page.accept || page.accept(match.params, brandSlug))) return { page, params: match.params };
    }
    return undefined;
}

/** A path without parameters to link to, for the related links of a section. */
export function staticPath(page: PageDef, brandSlug: string): string | undefined {
    return page.path.includes(':') ? undefined : withBrand(page.path, brandSlug);
}
