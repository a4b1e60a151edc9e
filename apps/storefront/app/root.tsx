import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
    isRouteErrorResponse,
    Links,
    Meta,
    Outlet,
    Scripts,
    ScrollRestoration,
    useRouteLoaderData,
    type ShouldRevalidateFunction,
} from 'react-router';

import { ErrorPage } from '~/components/ErrorPage';
import { loadBag } from '~/features/bag/bag.server';
import { BagProvider } from '~/features/bag/use-bag';
import { SiteLayout } from '~/features/layout/components/SiteLayout';
import { localeContext, shopContext } from '~/lib/context';
import { publicConfig } from '~/lib/env.server';
import { createI18n } from '~/lib/i18n';
import { htmlLang } from '~/lib/locale';
import { messagesFor } from '~/lib/messages.server';
import { sessionMiddleware } from '~/lib/middleware.server';
import stylesheet from '~/styles/app.css?url';

import type { Route } from './+types/root';

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export const links: Route.LinksFunction = () => [
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'stylesheet', href: stylesheet },
];

export async function loader({ context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    const bag = await loadBag(context.get(shopContext)).catch(() => null);
    return { locale, messages: messagesFor(locale), bag, config: publicConfig() };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The bag and texts change only after an action or a language switch, not on every link. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
    formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: React.ReactNode }) {
    const root = useRouteLoaderData<RootData>('root');
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
                <ScrollRestoration />
                <Scripts />
            </body>
        </html>
    );
}

function I18nRoot({ data, children }: { data: RootData; children: React.ReactNode }) {
    const i18n = useMemo(() => createI18n(data.locale, data.messages), [data.locale, data.messages]);
    return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

export default function App({ loaderData }: Route.ComponentProps) {
    return (
        <I18nRoot data={loaderData}>
            <BagProvider bag={loaderData.bag}>
                <SiteLayout config={loaderData.config}>
                    <Outlet />
                </SiteLayout>
            </BagProvider>
        </I18nRoot>
    );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
    const root = useRouteLoaderData<RootData>('root');
    const status = isRouteErrorResponse(error) ? error.status : 500;
    if (!root) {
        // The root loader itself failed: no texts, no layout; a plain page with a way home.
        return (
            <main className="fallback-error">
                <h1>An error occurred · 出错了</h1>
                <a href="/">Home · 首页</a>
            </main>
        );
    }
    if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
    return (
        <I18nRoot data={root}>
            <BagProvider bag={root.bag}>
                <SiteLayout config={root.config}>
                    <ErrorPage status={status} />
                </SiteLayout>
            </BagProvider>
        </I18nRoot>
    );
}
