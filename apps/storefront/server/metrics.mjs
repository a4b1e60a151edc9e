import http from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

// The storefront's metrics, in one registry; the app records through app/lib/metrics.server.ts,
// whose recorders installMetrics() puts in place.

export const registry = new Registry();
registry.setDefaultLabels({ process: 'storefront' });

export const httpRequests = new Counter({
    name: 'maison_http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
});

export const httpDuration = new Histogram({
    name: 'maison_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
});

const pageCache = new Counter({
    name: 'maison_page_cache_requests_total',
    help: 'Page requests the anonymous page cache looked at: hit, miss, or bypass (not cacheable).',
    labelNames: ['result'],
    registers: [registry],
});

const catalogueCache = new Counter({
    name: 'maison_catalogue_cache_requests_total',
    help: 'Catalogue reads answered from the shared cache (hit) or the backend (miss).',
    labelNames: ['result'],
    registers: [registry],
});

/** For the anonymous page cache: result is 'hit', 'miss' or 'bypass'. */
export function recordPageCache(result) {
    pageCache.inc({ result });
}

export function recordCatalogueCache(result) {
    catalogueCache.inc({ result });
}

/** Node's process metrics, and the app's recorders; before the build is loaded. */
export function installMetrics() {
    collectDefaultMetrics({ register: registry });
    globalThis[Symbol.for('maison.storefront.metrics')] = { recordPageCache, recordCatalogueCache };
}

/** Times every request and counts it under its route label once answered. */
export function requestMetrics(labelOf) {
    return (req, res, next) => {
        const start = process.hrtime.bigint();
        res.once('finish', () => {
            const route = labelOf(req.path);
            httpRequests.inc({ method: req.method, route, status: String(res.statusCode) });
            httpDuration.observe({ method: req.method, route }, Number(process.hrtime.bigint() - start) / 1e9);
        });
        next();
    };
}

/** GET /metrics on the private port, never the public one. */
export async function startMetricsServer({ port, host }) {
    const server = http.createServer((req, res) => {
        if (req.method === 'GET' && (req.url ?? '').split('?')[0] === '/metrics') {
            registry.metrics().then(
                (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
                (err) =>
                    res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics unavailable: ${err.message}`),
            );
            return;
        }
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, resolve);
    });
    return server;
}
