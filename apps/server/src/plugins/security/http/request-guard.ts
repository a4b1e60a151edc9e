import { LEGACY_API_PATH } from '@maison/shared';
import type { RequestHandler } from 'express';

/** Methods the backend answers; TRACE, CONNECT and made-up ones get 405 before any route sees them. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Turns away, with a 4xx, requests no route of ours is for and that the frameworks below would
 * answer with a 500 or not at all: unknown methods, paths that are not valid percent-encoding,
 * a forwarded protocol other than http or https (`req.protocol` builds URLs and decides on
 * Secure cookies), and paths below a GraphQL endpoint (Apollo is mounted on a prefix, so `/shop-api/anything`
 * would reach it with a method or path it does not expect).
 */
export function requestGuard(graphqlPaths: string[]): RequestHandler {
    const prefixes = graphqlPaths.map((p) => `/${p.replace(/^\/+|\/+$/g, '')}/`);
    return (req, res, next) => {
        if (!ALLOWED_METHODS.includes(req.method)) {
            res.set('Allow', ALLOWED_METHODS.join(', '));
            return void res.status(405).json({ errors: [{ message: 'Method not allowed' }] });
        }
        if (req.protocol !== 'http' && req.protocol !== 'https') {
            return void res.status(400).json({ errors: [{ message: 'Malformed X-Forwarded-Proto' }] });
        }
        try {
            decodeURIComponent(req.path);
        } catch {
            // The REST face's clients read a code (in Magento's shape and in the plain one alike).
            if (req.path.startsWith(`${LEGACY_API_PATH}/`)) {
                const field = { fieldName: 'path' };
                return void res
                    .status(400)
                    .json({ message: 'Malformed path', code: 'INVALID', field: 'path', parameters: field });
            }
            return void res.status(400).json({ errors: [{ message: 'Malformed path' }] });
        }
        // Express matches routes regardless of case; `/shop-api/` itself is the endpoint.
        const path = req.path.toLowerCase();
        if (prefixes.some((p) => path.startsWith(p) && path !== p)) {
            return void res.status(404).json({ errors: [{ message: 'Not found' }] });
        }
        next();
    };
}
