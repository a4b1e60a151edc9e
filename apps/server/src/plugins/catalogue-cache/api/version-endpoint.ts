import type { RequestHandler } from 'express';

import type { CatalogueVersion } from '../services/catalogue-version';

/**
 * `GET /catalogue-version` → `{"version":"…"}`, asked once per storefront page view: plain
 * Express, no GraphQL, guard or database, so it costs a fraction of a millisecond. A 503 when
 * the version cannot be trusted tells the storefront to cache nothing.
 */
export function versionEndpoint(version: CatalogueVersion): RequestHandler {
    return (req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || (req.path !== '/' && req.path !== '')) return next();
        res.set('Cache-Control', 'no-store');
        void version.current().then((v) => {
            if (v === undefined) res.status(503).json({ version: null });
            else res.json({ version: v });
        });
    };
}
