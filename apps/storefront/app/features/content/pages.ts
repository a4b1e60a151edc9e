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
 * The content pages of spec §2 that are not listings or products: service, stores, news,
 * press, brand, legal, checkout and account. One table, so the catch-all, the account
 * layout and the tests agree on which paths exist.
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

    { id: 'news', path: '/news', section: 'news' },
    { id: 'newsDetail', path: '/news/details/:slug?', section: 'news' },
    { id: 'pressLounge', path: '/press-lounge', section: 'press' },
    { id: 'mediaCenter', path: '/press-lounge/media-center', section: 'press' },
    { id: 'mediaData', path: '/press-lounge/media-data', section: 'press' },
    { id: 'pressReleases', path: '/press-lounge/press-releases', section: 'press' },
    { id: 'pressReleasesData', path: '/press-lounge/press-releases/data', section: 'press' },
    { id: 'pressRelease', path: '/press-lounge/press-releases/:id', section: 'press' },

    { id: 'anniversary', path: '/140-years', section: 'brand' },
    { id: 'anniversaryTimeline', path: '/140-years/timeline', section: 'brand' },
    { id: 'anniversaryEdition', path: '/140-years/anniversary-edition', section: 'brand' },
    { id: 'about', path: '/about', section: 'brand' },
    { id: 'manufacture', path: '/about/manufacture', section: 'brand' },
    { id: 'savoirFaire', path: '/about/savoir-faire', section: 'brand' },
    { id: 'icons', path: '/about/icons', section: 'brand' },
    { id: 'iconClassic', path: '/about/icons/classic', section: 'brand' },
    { id: 'iconDiver', path: '/about/icons/diver', section: 'brand' },
    { id: 'iconChronograph', path: '/about/icons/chronograph', section: 'brand' },
    { id: 'heritage', path: '/heritage', section: 'brand' },
    { id: 'founders', path: '/heritage/founders', section: 'brand' },
    { id: 'milestones', path: '/heritage/milestones', section: 'brand' },
    ...range(2, 8).map((n) => ({
        id: 'history',
        path: `/history/part-${n}`,
        section: 'brand' as const,
        titleValues: { n: String(n) },
    })),
    { id: 'squads', path: '/squads', section: 'brand' },
    { id: 'squadsSailing', path: '/squads/sailing', section: 'brand' },
    { id: 'squadsMountain', path: '/squads/mountain', section: 'brand' },
    { id: 'partnerships', path: '/partnerships', section: 'brand' },
    { id: 'partnershipsArts', path: '/partnerships/arts', section: 'brand' },
    { id: 'partnershipsSport', path: '/partnerships/sport', section: 'brand' },
    { id: 'sustainability', path: '/sustainability', section: 'brand' },
    { id: 'sustainabilityMaterials', path: '/sustainability/materials', section: 'brand' },
    { id: 'sustainabilityPackaging', path: '/sustainability/packaging', section: 'brand' },
    { id: 'lunarNewYear', path: '/lunar-new-year', section: 'brand' },
    { id: 'qixi', path: '/qixi', section: 'brand' },
    { id: 'findYour', path: '/find-your-{brand}', section: 'brand' },
    { id: 'findYourGifting', path: '/find-your-{brand}/gifting', section: 'brand' },

    { id: 'privacy', path: '/privacy-policy', section: 'legal' },
    { id: 'termsConditions', path: '/terms-conditions', section: 'legal' },
    { id: 'termsOfUse', path: '/terms-of-use', section: 'legal' },
    { id: 'clubTerms', path: '/member-club-terms', section: 'legal' },
    { id: 'miniProgramTerms', path: '/mini-program/terms-of-use', section: 'legal' },
    { id: 'miniProgramDistribution', path: '/mini-program/distribution_service', section: 'legal' },
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
