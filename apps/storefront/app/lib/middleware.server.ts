import { REQUEST_ID_HEADER } from '@maison/shared';
import type { MiddlewareFunction } from 'react-router';

import { localeContext, shopContext } from './context';
import { trustedOrigins } from './env.server';
import { localeCookieHeader, requestLocale } from './locale';
import { signInRedirect } from './member.server';
import { isCrossSiteRequest } from './request-origin';
import { clearSession, readSession, secureCookies, writeSession } from './session.server';
import { ShopClient } from './shop-client.server';

/**
 * Refuses a state-changing request that another site's page sent (CSRF): every action and
 * resource route of the storefront is behind it.
 */
export const originMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
    if (isCrossSiteRequest(request, trustedOrigins)) {
        return new Response('Cross-site request refused', { status: 403, headers: { 'Content-Type': 'text/plain' } });
    }
    return next();
};

/**
 * Gives each request its Shop API client and language, then stores a token the server
 * issued during the request in the session cookie: one place for the whole session dance.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
    const { locale, chosen } = requestLocale(request.headers.get('Cookie'), new URL(request.url));
    const session = await readSession(request);
    const client = new ShopClient(
        session?.token,
        locale,
        request.headers.get('X-Forwarded-For') ?? undefined,
        () => signInRedirect(request),
        request.headers.get(REQUEST_ID_HEADER) ?? undefined,
    );
    context.set(shopContext, client);
    context.set(localeContext, locale);
    const response = await next();
    if (locale !== chosen) response.headers.append('Set-Cookie', localeCookieHeader(locale, secureCookies(request)));
    // A new token (a guest's first bag, a sign-in) is stored; a current one is renewed hourly.
    // A session this request ended (a sign-out) is cleared.
    if (client.sessionDropped) {
        response.headers.append('Set-Cookie', await clearSession(request));
        return response;
    }
    const token = client.newToken ?? (session?.stale ? session.token : undefined);
    if (token) response.headers.append('Set-Cookie', await writeSession(token, request));
    return response;
};
