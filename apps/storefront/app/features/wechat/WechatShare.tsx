import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { inWechatBrowser } from '~/features/checkout/pay-channel';

/** The address the page was first opened at, kept before any navigation (see share-page.ts). */
const landingUrl = typeof window === 'undefined' ? '' : window.location.href.split('#')[0];

/** In WeChat's browser, each page sets what WeChat shows when it is shared to a chat or to Moments. */
export function WechatShare() {
    const { pathname, search } = useLocation();
    useEffect(() => {
        if (!inWechatBrowser(navigator.userAgent)) return;
        let stale = false;
        import('./share-page')
            .then(({ shareThisPage }) => (stale ? undefined : shareThisPage(landingUrl, () => stale)))
            .catch(() => undefined);
        return () => {
            stale = true;
        };
    }, [pathname, search]);
    return null;
}
