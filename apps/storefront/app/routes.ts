import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * Every path of the shop (spec §2), grouped by the layout that frames it. Paths match
 * case-sensitively, so capitalised and legacy twins fall through to the catch-all, which
 * answers them with a permanent redirect (lib/canonical-path.ts). Fixed pages without a route
 * of their own are served by the catch-all from one table (features/content/pages.ts), and so
 * are the CMS's pages at their own paths (features/content/content-paths.ts).
 */
const PAGE = 'routes/page.tsx';

/** A route matched case-sensitively; `id` is needed when one module serves several paths. */
function path(pattern: string, file: string, id?: string) {
    return route(pattern, file, { id, caseSensitive: true });
}

export default [
    layout('layouts/default.tsx', [
        index('routes/home.tsx'),
        path('watches', 'routes/listing.tsx', 'watches'),
        path('watches/all', 'routes/listing.tsx', 'watches-all'),
        path('watches/collection', 'routes/listing.tsx', 'watches-collection'),
        path('watches/:category', 'routes/listing.tsx', 'watches-category'),
        path('watches/origins/label', PAGE, 'watches-origins-label'),
        // Two and three segments name a watch, or else a category (routes/watch-detail.tsx);
        // four and five can only be a category.
        path('watches/:slug/:sku', 'routes/watch-detail.tsx'),
        path('watches/:collection/:model/:sku', 'routes/watch-detail.tsx', 'watch-detail-by-model'),
        path('watches/:category/:s3/:s4/:s5?', 'routes/listing.tsx', 'watches-deep-category'),
        path('straps', 'routes/listing.tsx', 'straps'),
        path('straps/all', 'routes/listing.tsx', 'straps-all'),
        path('straps/change-watch-strap', 'routes/change-watch-strap.tsx'),
        path('straps/:category/:s3?/:s4?/:s5?', 'routes/listing.tsx', 'straps-category'),
        path('strap/:id/:sku', 'routes/strap-detail.tsx'),
        path('search/:slug?', 'routes/search.tsx'),
        path('login', 'routes/login.tsx'),
        path('reset-password', 'routes/reset-password.tsx'),
        path('checkout', 'routes/checkout.tsx'),
        path('checkout/login', 'routes/checkout-login.tsx'),
        path('checkout/onepage/success', 'routes/checkout-result.tsx', 'checkout-success'),
        path('checkout/onepage/failure', 'routes/checkout-result.tsx', 'checkout-failure'),
        // A guest's order (the confirmation e-mail's link): outside the account, which needs a member.
        path('order/guest/:orderBn', 'routes/order-guest.tsx'),
        path('stores', 'routes/stores.tsx'),
        // Above the boutiques map, which would otherwise take /stores/appointment/….
        path('stores/appointment/confirm', 'routes/appointment-confirm.tsx'),
        path('stores/appointment/manage', 'routes/appointment-manage.tsx'),
        path('stores/appointment/:slug?', 'routes/appointment.tsx'),
        path('store/services/contact', 'routes/store-services-contact.tsx'),
        path('store/services/:slug?', 'routes/store-services.tsx'),
        // The service pages' prose is the CMS's (a page entry at the same path); prices and FAQ beside it.
        path('service', 'routes/service-info-page.tsx', 'service'),
        path('service/our-services', 'routes/service-info-page.tsx', 'service-our-services'),
        path('service/watch-care', 'routes/service-info-page.tsx', 'service-watch-care'),
        path('service/my-watch-needs-a-service', 'routes/service-info-page.tsx', 'service-needs-a-service'),
        path('service/service-prices', 'routes/service-prices.tsx'),
        path('service/all-prices', 'routes/service-all-prices.tsx'),
        path('service/faq', 'routes/service-faq.tsx'),
        path('service/contact', 'routes/service-contact.tsx', 'service-contact'),
        path('service/faq-contact', 'routes/service-contact.tsx', 'service-faq-contact'),
        // Send my watch (issue 33): the steps, the request's page and label, the guest's look-up.
        path('service/send-my-watch/countries', 'routes/send-watch-countries.tsx'),
        ...[1, 2, 3, 4, 5].map((n) =>
            path(`service/send-my-watch/step-${n}`, 'routes/send-watch-step.tsx', `send-watch-step-${n}`),
        ),
        path('service/send-my-watch/track', 'routes/send-watch-track.tsx'),
        path('service/send-my-watch/request/:reference', 'routes/send-watch-request.tsx'),
        path('service/send-my-watch/label/:reference', 'routes/send-watch-label.tsx'),
        // Service centres by country, the user manuals and the international warranty.
        path('service/centers/countries', 'routes/service-centre-countries.tsx'),
        path('service/centers/:lan?', 'routes/service-centres.tsx'),
        path('service/user-manuals', 'routes/user-manuals.tsx'),
        path('service/international-warranty', 'routes/international-warranty.tsx'),
        // The news and the press lounge read the CMS (features/content); brand pages, campaigns
        // and legal texts are its too, through the catch-all.
        path('news', 'routes/news.tsx'),
        path('news/details/:slug', 'routes/news-article.tsx'),
        path('press-lounge', 'routes/press-lounge.tsx'),
        path('press-lounge/media-center', 'routes/press-media-center.tsx'),
        path('press-lounge/media-data', 'routes/press-media-data.tsx'),
        path('press-lounge/press-releases', 'routes/press-releases.tsx'),
        path('press-lounge/press-releases/data', 'routes/press-releases-data.tsx'),
        path('press-lounge/press-releases/:slug', 'routes/press-release.tsx'),
        path('service/blockchain', 'routes/service-blockchain.tsx'),
        route('*', PAGE, { id: 'catch-all' }),
    ]),
    layout('layouts/account.tsx', [
        path('my-account', 'routes/account.tsx'),
        path('my-account/wishlist', 'routes/account-wishlist.tsx'),
        path('my-account/appointments', 'routes/account-appointments.tsx'),
        path('my-account/service-requests', 'routes/account-service-requests.tsx'),
        path('my-account/service-requests/:reference', 'routes/account-service-request.tsx'),
        path('my-account/address', 'routes/account-addresses.tsx'),
        path('my-account/address/add', 'routes/account-address-form.tsx', 'account-address-add'),
        path('my-account/address/edit/:id', 'routes/account-address-form.tsx', 'account-address-edit'),
        path('my-account/profile', 'routes/account-profile.tsx'),
        path('my-account/consents', 'routes/account-consents.tsx'),
        path('my-account/sign-in', 'routes/account-check-in.tsx'),
        path('my-account/member-club', 'routes/account-member-club.tsx'),
        path('my-account/watches', 'routes/account-watches.tsx'),
        path('orders/:status', 'routes/orders.tsx'),
        path('order/logistic/:orderBn', 'routes/order-logistic.tsx'),
        path('order/return/:orderBn', 'routes/order-return.tsx'),
        path('order/:status?/:orderBn', 'routes/order.tsx'),
    ]),
    layout('layouts/blank.tsx', [
        path('mini-program/terms-of-use', PAGE, 'mini-program-terms'),
        path('mini-program/distribution_service', PAGE, 'mini-program-distribution'),
    ]),
    // The boutiques' map: bare, with the cookie banner, since AMap loads only after consent.
    layout('layouts/map.tsx', [path('stores/:boutiques/:slug?', 'routes/boutiques.tsx')]),
    route('logout', 'routes/logout.ts'),
    route('my-account/personal-data', 'routes/account-personal-data.ts'),
    route('service/blockchain/certificate', 'routes/service-blockchain-certificate.ts'),
    route('api/bag', 'routes/api.bag.ts'),
    route('api/analytics', 'routes/api.analytics.ts'),
    route('service/send-my-watch/photos', 'routes/send-watch-photos.ts'),
    route('api/captcha', 'routes/api.captcha.ts'),
    route('api/wishlist', 'routes/api.wishlist.ts'),
    route('api/regions', 'routes/api.regions.ts'),
    route('api/locale', 'routes/api.locale.ts'),
    route('api/search-popup', 'routes/api.search-popup.ts'),
    route('api/wechat-share', 'routes/api.wechat-share.ts'),
    route('wechat/authorised', 'routes/wechat-authorised.ts'),
    route('qr/:name', 'routes/qr.ts'),
    route('news/rss.xml', 'routes/news-rss.ts'),
    route('sitemap.xml', 'routes/sitemap.ts'),
    route('robots.txt', 'routes/robots.ts'),
] satisfies RouteConfig;
