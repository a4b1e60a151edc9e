import { TOKEN_MAX_AGE_S } from '@maison/shared';
import { createCookie } from 'react-router';

import { env } from './env.server';
import { isHttps } from './request-origin';

/**
 * The visitor's Shop API session token, in our own signed httpOnly cookie: page scripts never
 * see it, and every server-side call sends it as a bearer token. It lives as long as the
 * session, renewed at most hourly while the visitor is active (as the backend extends the
 * session itself), and is `Secure` whenever the shop is reached over HTTPS.
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

const HOUR_MS = 3_600_000;

/** What the cookie holds: the token and the hour it was last written. */
interface SessionValue {
    t: string;
    h: number;
}

export interface VisitorSession {
    token: string;
    /** Whether the cookie should be written again to keep it alive. */
    stale: boolean;
}

export async function readSession(request: Request): Promise<VisitorSession | undefined> {
    const value: unknown = await sessionCookie.parse(request.headers.get('Cookie')).catch(() => undefined);
    const { t, h } = (value ?? {}) as Partial<SessionValue>;
    if (typeof t !== 'string' || !TOKEN.test(t)) return undefined;
    return { token: t, stale: h !== Math.floor(Date.now() / HOUR_MS) };
}

/** Secure when this request came over HTTPS or the shop's public address is HTTPS (a proxy not named in TRUST_PROXY). */
export function secureCookies(request: Request): boolean {
    return isHttps(request) || env.PUBLIC_URL.startsWith('https:');
}

export function writeSession(token: string, request: Request): Promise<string> {
    const value: SessionValue = { t: token, h: Math.floor(Date.now() / HOUR_MS) };
    return sessionCookie.serialize(value, { secure: secureCookies(request) });
}

/** A cookie that ends the visitor's session in the browser. */
export function clearSession(request: Request): Promise<string> {
    return sessionCookie.serialize('', { secure: secureCookies(request), maxAge: 0 });
}
