import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

/** What cookie-session puts on the request; Vendure's cookie token method relies on it. */
interface CookieSessionRequest {
    session?: { token?: string; renewed?: number } | null;
    sessionOptions?: { maxAge?: number; secure?: boolean };
}

const HOUR_MS = 3_600_000;

/**
 * Makes Vendure's session cookie live as long as its session. Vendure sets a year on a
 * "remember me" sign-in although the session itself lasts `sessionDurationMs`, and
 * cookie-session re-sends a cookie only when the session changes, so an active shopper's
 * cookie would lapse while the session is still being extended. Here every cookie gets the
 * session's lifetime, is re-sent at most hourly while in use, and is `Secure` whenever the
 * request came over HTTPS (cookie-session refuses to set a Secure cookie over plain HTTP).
 */
export function sessionCookiePolicy(sessionDurationMs: number): RequestHandler {
    return (req, res, next) => {
        const r = req as unknown as CookieSessionRequest;
        if (r.sessionOptions) {
            r.sessionOptions.secure = req.secure;
            if (r.session?.token) {
                // Changing the session is what makes cookie-session write the cookie again.
                const hour = Math.floor(Date.now() / HOUR_MS);
                if (r.session.renewed !== hour) r.session.renewed = hour;
            }
            // Runs before cookie-session's own header hook (registered earlier, so called later).
            onHeaders(res, () => {
                if (r.sessionOptions) r.sessionOptions.maxAge = sessionDurationMs;
            });
        }
        next();
    };
}
