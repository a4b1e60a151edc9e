/** The main navigation of spec §2, shared by the header, the mobile menu and the footer. */
export const NAV = [
    { to: '/', key: 'nav.home' },
    { to: '/watches', key: 'nav.watches' },
    { to: '/straps', key: 'nav.straps' },
    { to: '/service', key: 'nav.service' },
    { to: '/stores', key: 'nav.stores' },
    { to: '/sustainability', key: 'nav.sustainability' },
    { to: '/about', key: 'nav.about' },
] as const;

/** The account sub-header of spec §2 (account layout). */
export const ACCOUNT_NAV = [
    { to: '/my-account', key: 'account.overview' },
    { to: '/orders/all', key: 'account.orders' },
    { to: '/my-account/wishlist', key: 'account.wishlist' },
    { to: '/my-account/appointments', key: 'appointment.mine.nav' },
    { to: '/my-account/watches', key: 'warranty.mine.nav' },
    { to: '/my-account/service-requests', key: 'sendWatch.mine.nav' },
    { to: '/my-account/address', key: 'account.addresses' },
    { to: '/my-account/profile', key: 'account.profile' },
    { to: '/my-account/member-club', key: 'account.club' },
    { to: '/my-account/sign-in', key: 'account.dailyCheckIn' },
] as const;

/** The footer's links (spec §2). */
export const FOOTER_LINKS = [
    { to: '/watches', key: 'nav.watches' },
    { to: '/straps', key: 'nav.straps' },
    { to: '/service', key: 'nav.service' },
    { to: '/stores', key: 'nav.stores' },
    { to: '/service/contact', key: 'footer.contact' },
    { to: '/my-account', key: 'footer.account' },
    { to: '/service/faq', key: 'footer.faq' },
] as const;

export const LEGAL_LINKS = [
    { to: '/privacy-policy', key: 'footer.legal.privacy' },
    { to: '/terms-conditions', key: 'footer.legal.terms' },
    { to: '/terms-of-use', key: 'footer.legal.use' },
    { to: '/member-club-terms', key: 'footer.legal.club' },
] as const;

/** The error page's tiles (spec §2). */
export const ERROR_TILES = [
    { to: '/watches', key: 'nav.watches' },
    { to: '/straps', key: 'nav.straps' },
    { to: '/service', key: 'nav.service' },
] as const;
