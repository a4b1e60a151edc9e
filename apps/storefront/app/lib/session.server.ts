import { TOKEN_MAX_AGE_S } from '@maison/shared';
import { createCookie } from 'react-router';

import { env } from './env.server';
import { isHttps } from './request-origin';

/**
 * The visitor's Shop API session token, in our own signed httpOnly cookie: page scripts never
 * see it, and every server-side call sends it as a bearer token. It lives as long as the
 * session and is `Secure` whenever the shop is reached over HTTPS.
 */
export const sessionCookie = createCookie('maison_session', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: TOKEN_MAX_AGE_S,
    secrets: [env.SESSION_SECRET],
});

/**
 * Vendure's session tokens are hex; anything else in a correctly signed cookie (a leaked
 * secret, an old format) is treated as no session rather than sent on as a header.
 */
const TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

export async function readToken(request: Request): Promise<string | undefined> {
    const value: unknown = await sessionCookie.parse(request.headers.get('Cookie')).catch(() => undefined);
    return typeof value === 'string' && TOKEN.test(value) ? value : undefined;
}

export function writeToken(token: string, request: Request): Promise<string> {
    return sessionCookie.serialize(token, { secure: isHttps(request) });
}
