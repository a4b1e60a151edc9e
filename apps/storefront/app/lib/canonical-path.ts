/**
 * Spec §2 lists capitalised and older paths beside the canonical ones (/Checkout/…,
 * /MyAccount/…, /Login, /ShoppingBag, /Profile, /Order…, /Stores). They answer with a
 * permanent redirect, so old links and bookmarks keep working and search engines index one URL.
 */
const EXACT: Record<string, string> = {
    '/Home': '/',
    '/Checkout': '/checkout',
    '/Checkout/Billing': '/checkout',
    '/Checkout/Customer': '/checkout',
    '/Checkout/Payment': '/checkout',
    '/Checkout/Shipping': '/checkout',
    '/Checkout/Login': '/checkout/login',
    '/Checkout/ThankYou': '/checkout/onepage/success',
    '/Checkout/onepage/Success': '/checkout/onepage/success',
    '/Checkout/onepage/Failure': '/checkout/onepage/failure',
    '/MyAccount': '/my-account',
    '/MyAccount/BillingDetails': '/my-account/address',
    '/MyAccount/ShippingDetails': '/my-account/address',
    '/MyAccount/MyProfile': '/my-account/profile',
    '/MyAccount/MyNewsletter': '/my-account/profile',
    '/MyAccount/OrderHistory': '/orders/all',
    '/Login': '/login',
    '/ResetPassword': '/reset-password',
    '/ShoppingBag': '/checkout',
    '/Profile': '/my-account/profile',
    '/Orders': '/orders/all',
    '/service/Faq': '/service/faq',
};

/** The old order pages took the order number as a query parameter. */
const ORDER_PAGES: Record<string, string> = {
    '/Order': '/order',
    '/OrderLogistic': '/order/logistic',
    '/OrderReturn': '/order/return',
};

/** `/service/faq/` and `/service/faq` are one page; `/` stays `/`. */
export function withoutTrailingSlash(pathname: string): string {
    return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function withQuery(pathname: string, params: URLSearchParams): string {
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
}

/**
 * Where a non-canonical path belongs (path and query), or undefined when it is canonical or
 * unknown. A path that differs from an existing one only by capitals goes to the lower-case
 * one; `exists` says which paths exist, so no permanent redirect leads to a 404.
 */
export function canonicalPath(
    pathname: string,
    search = '',
    exists: (path: string) => boolean = () => true,
): string | undefined {
    // `//host/…` and `/\host` would read as another site once in a Location header.
    if (pathname.startsWith('//') || pathname.includes('\\')) return undefined;
    const params = new URLSearchParams(search);
    const path = withoutTrailingSlash(pathname);

    const exact = EXACT[path];
    if (exact) return withQuery(exact, params);

    const orderBase = ORDER_PAGES[path];
    if (orderBase) {
        const orderBn = params.get('orderBn') ?? params.get('id');
        params.delete('orderBn');
        params.delete('id');
        return withQuery(orderBn ? `${orderBase}/${encodeURIComponent(orderBn)}` : '/orders/all', params);
    }

    const lower = path.toLowerCase();
    if (lower !== path && exists(lower)) return withQuery(lower, params);
    return undefined;
}
