import { TOKEN_MAX_AGE_S } from '@maison/shared';
import { createCookie } from 'react-router';

import { env } from './env.server';

/**
 * The visitor's Shop API session token, in our own signed httpOnly cookie: page scripts never
 * see it, and every server-side call sends it as a bearer token.
 */
export const sessionCookie = createCookie('maison_session', {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production',
    path: '/',
    maxAge: TOKEN_MAX_AGE_S,
    // Development and tests fall back to a fixed secret; production refuses to start without one.
    secrets: [env.SESSION_SECRET ?? 'maison-development-session-secret'],
});

export async function readToken(request: Request): Promise<string | undefined> {
    const value: unknown = await sessionCookie.parse(request.headers.get('Cookie'));
    return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function writeToken(token: string): Promise<string> {
    return sessionCookie.serialize(token);
}
