import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, useRouteLoaderData, type ShouldRevalidateFunction } from 'react-router';

import { Analytics } from '~/features/analytics/Analytics';
import { withoutBagNotice } from '~/features/bag/bag-notice';
import { BagProvider } from '~/features/bag/use-bag';
import { PlainErrorPage, SiteErrorBoundary } from '~/features/layout/components/SiteErrorBoundary';
import { UiProvider } from '~/features/ui/use-ui';
import { WechatShare } from '~/features/wechat/WechatShare';
import { WishlistProvider } from '~/features/wishlist/use-wishlist';
import { createI18n } from '~/lib/i18n';
import { htmlLang } from '~/lib/locale';
import { originMiddleware, sessionMiddleware } from '~/lib/middleware.server';
import { loadRootData, type RootData } from '~/lib/root-loader.server';
import { useNonce } from '~/lib/nonce';
import { pageCacheMiddleware } from '~/lib/page-cache-middleware.server';
import { useRouteScroll } from '~/lib/scroll';
import { installStaleChunkReload } from '~/lib/stale-chunk';
import stylesheet from '~/styles/app.css?url';

import type { Route } from './+types/root';

// The page cache comes after the session, which gives it the visitor's client and language.
export const middleware: Route.MiddlewareFunction[] = [originMiddleware, sessionMiddleware, pageCacheMiddleware];

export const links: Route.LinksFunction = () => [
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'stylesheet', href: stylesheet },
];

export const loader = (args: Route.LoaderArgs) => loadRootData(args);

/** The bag, session and texts change only after an action or a language switch, not on every link. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
    formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: React.ReactNode }) {
    const root = useRouteLoaderData<RootData>('root');
    const nonce = useNonce();
    const locale = root?.locale ?? 'zh';
    return (
        <html lang={htmlLang(locale)}>
            <head>
                <meta charSet="utf-8" />
                <meta name="viewport" content="width=device-width, initial-scale=1" />
                <Meta />
                <Links />
            </head>
            <body>
                {children}
                <Scripts nonce={nonce} />
            </body>
        </html>
    );
}

/** Texts, bag and page-wide UI state: what every layout and the error page rely on. */
function Providers({ data, children }: { data: RootData; children: React.ReactNode }) {
    const brand = data.config.brandName;
    const i18n = useMemo(() => createI18n(data.locale, data.messages, brand), [data.locale, data.messages, brand]);
    useRouteScroll();
    useEffect(installStaleChunkReload, []);
    useEffect(() => {
        // Styles and scripts may rely on React having taken over (and tests wait for it).
        document.documentElement.dataset.hydrated = 'true';
        // A plain form's outcome is shown once: the address no longer carries it. React Router
        // reads the history entry's state, which is kept.
        const shown = withoutBagNotice(window.location.href);
        if (shown !== undefined) window.history.replaceState(window.history.state, '', shown);
    }, []);
    return (
        <I18nextProvider i18n={i18n}>
            <BagProvider count={data.bagCount}>
                <UiProvider
                    consent={data.consent}
                    consentAnswered={data.consentAnswered}
                    toast={data.notice ? i18n.t(data.notice) : undefined}
                >
                    <WishlistProvider signedIn={data.signedIn}>
                        {children}
                        <Analytics />
                    </WishlistProvider>
                </UiProvider>
            </BagProvider>
        </I18nextProvider>
    );
}

export default function App({ loaderData }: Route.ComponentProps) {
    return (
        <Providers data={loaderData}>
            <Outlet />
            <WechatShare />
        </Providers>
    );
}

/** Errors above every layout (the root loader, a layout itself). */
export function ErrorBoundary() {
    const root = useRouteLoaderData<RootData>('root');
    // The root loader itself failed: no texts, no layout; a plain page with a way home.
    if (!root) return <PlainErrorPage />;
    return (
        <Providers data={root}>
            <SiteErrorBoundary />
        </Providers>
    );
}
