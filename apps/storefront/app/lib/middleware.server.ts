import type { MiddlewareFunction } from 'react-router';

import { localeContext, shopContext } from './context';
import { localeFromCookieHeader } from './locale';
import { readToken, writeToken } from './session.server';
import { ShopClient } from './shop-client.server';

/**
 * Gives each request its Shop API client and language, then stores a token the server
 * issued during the request in the session cookie: one place for the whole session dance.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
    const locale = localeFromCookieHeader(request.headers.get('Cookie'));
    const client = new ShopClient(await readToken(request), locale);
    context.set(shopContext, client);
    context.set(localeContext, locale);
    const response = await next();
    if (client.newToken) response.headers.append('Set-Cookie', await writeToken(client.newToken));
    return response;
};
