// The storefront's production server: one origin for the browser. It serves the built
// React Router app, its static files, and proxies the backend's public APIs and assets.
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createProxyMiddleware } from 'http-proxy-middleware';
import {
    BODY_TIMEOUT_MS,
    LEGACY_API_PATH,
    MAX_SERVICE_PHOTO_BYTES,
    MAX_SERVICE_PHOTOS,
    parseTrustProxy,
} from '@maison/shared';
import { HttpDrain, onShutdownSignal } from '@maison/shared/operations';
import { createRequestHandler } from '@react-router/express';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
    allowedMethods,
    bodyDeadline,
    boundedBody,
    errorHandler,
    forwardClientAddress,
    markDataRequests,
    securityHeaders,
    wellFormedAddress,
} from './server/http-guards.mjs';
import { healthProbes } from './server/health.mjs';
import { createLogger, httpLogger, routeConsoleToLogger } from './server/logger.mjs';
import { installMetrics, requestMetrics, startMetricsServer } from './server/metrics.mjs';
import { parseOperationsEnv } from './server/operations-env.mjs';
import { requestId } from './server/request-context.mjs';
import { filePaths, onlyFor } from './server/public-files.mjs';
import { routeTable } from './server/route-label.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const backend = process.env.BACKEND_URL ?? 'http://localhost:3001';

/**
 * Paths the backend answers for shoppers and clients (and the payment gateways' notifications,
 * the read-only content API and the REST face the mini-program calls); they reach them through
 * this origin.
 */
export const PROXIED = [
    '/shop-api',
    '/assets',
    '/health',
    '/payments/',
    '/cms-api/',
    '/service-photos/',
    `${LEGACY_API_PATH}/`,
];

/** The one form that carries files, the photos of a watch sent for service, and its own limit: five photos and their form. */
const PHOTO_FORM_PATH = '/service/send-my-watch/photos';
const photoFormBody = boundedBody(MAX_SERVICE_PHOTOS * MAX_SERVICE_PHOTO_BYTES + 64 * 1024);

/**
 * Staff tools stay on the backend's own port. An operator who must reach them through the
 * shop's address (a single-port host) turns this on, knowingly.
 */
const STAFF_PATHS = ['/admin-api', '/dashboard'];
const exposeStaffTools = process.env.EXPOSE_ADMIN_ON_SHOP_ORIGIN === 'true';

async function assertPortFree(p) {
    await new Promise((resolve, reject) => {
        const probe = net.createServer();
        probe.once('error', (err) =>
            reject(
                err.code === 'EADDRINUSE'
                    ? new Error(`port ${p} is already in use: stop what runs there or set PORT`)
                    : err,
            ),
        );
        probe.listen({ port: p, exclusive: true }, () => probe.close(resolve));
    });
}

async function main(ops, logger) {
    await assertPortFree(port);
    installMetrics();
    const build = await import('./build/server/index.js');
    const app = express();
    app.disable('x-powered-by');
    // Believe X-Forwarded-Proto and -For (and X-Request-Id) only from the proxies named (this machine by default).
    app.set('trust proxy', parseTrustProxy(process.env.TRUST_PROXY ?? 'loopback'));
    let isDraining = () => false;
    app.use(requestId);
    // Probes first: a load balancer's storm of them costs no session, rendering or proxying.
    app.use(healthProbes({ backendUrl: backend, isDraining: () => isDraining() }));
    app.use(httpLogger(logger));
    const routes = routeTable({ routes: build.routes, proxied: [...PROXIED, ...STAFF_PATHS] });
    app.use(requestMetrics(routes.labelOf));
    app.use(securityHeaders);
    app.use(allowedMethods);
    app.use(wellFormedAddress);
    app.use(
        createProxyMiddleware({
            target: backend,
            changeOrigin: false,
            pathFilter: exposeStaffTools ? [...PROXIED, ...STAFF_PATHS] : PROXIED,
            on: {
                // The backend learns the visitor's address and protocol from us alone: what a
                // visitor sends in these headers is replaced, not passed on.
                proxyReq: (proxyReq, req) => {
                    proxyReq.setHeader('x-forwarded-for', req.ip ?? '');
                    proxyReq.setHeader('x-forwarded-proto', req.protocol);
                    proxyReq.setHeader('x-forwarded-host', req.headers.host ?? '');
                    // The REST face takes bearer tokens only: a browser's session cookie sent
                    // along (a cross-site form, say) must not act for the visitor there.
                    if (req.url?.startsWith(`${LEGACY_API_PATH}/`)) proxyReq.removeHeader('cookie');
                },
                proxyRes: (proxyRes) => {
                    delete proxyRes.headers['x-powered-by'];
                },
                error: (_err, _req, res) => {
                    if ('writeHead' in res && !res.headersSent)
                        res.writeHead(502, { 'content-type': 'application/json' });
                    res.end(JSON.stringify({ error: 'backend unavailable' }));
                },
            },
        }),
    );
    // After the proxy: a proxied body's deadline is the backend's, which also knows its uploads.
    // Photos from a phone on a slow line take longer than a form: two minutes for that one path.
    app.use(bodyDeadline((req) => (req.path === PHOTO_FORM_PATH ? 120_000 : BODY_TIMEOUT_MS)));
    const formBody = boundedBody();
    app.use((req, res, next) => (req.path === PHOTO_FORM_PATH ? photoFormBody : formBody)(req, res, next));
    // Build files come compressed from the build (brotli, else gzip, by what the browser
    // accepts); fingerprinted, they may be cached for a year.
    app.use(
        '/_build',
        expressStaticGzip(path.join(here, 'build/client/_build'), {
            enableBrotli: true,
            orderPreference: ['br', 'gzip'],
            serveStatic: { immutable: true, maxAge: '1y' },
        }),
    );
    // Pages are compressed as they are sent. Level 3 rather than zlib's default 6: measured on
    // our pages, half the CPU (0.4 against 0.8 to 1.2 ms a page) for 7 to 10 % more bytes.
    const compress = compression({ level: 3 });
    const clientDir = path.join(here, 'build/client');
    app.use(
        onlyFor(filePaths(clientDir, ['/_build']), compress, express.static(clientDir, { maxAge: '1h', index: false })),
    );
    app.all(
        '/{*splat}',
        markDataRequests,
        // A page kept in the page cache is answered here, already compressed: React Router and
        // compression are for the rest.
        build.entry.module.pageCacheFastPath({ patternOf: routes.patternOf }),
        forwardClientAddress,
        compress,
        createRequestHandler({ build, mode: process.env.NODE_ENV }),
    );
    app.use(errorHandler);
    const server = app.listen(port, () => logger.info(`Storefront ready on http://localhost:${port}`));
    const drain = new HttpDrain(server);
    isDraining = () => drain.isDraining;
    const metrics =
        ops.METRICS_PORT === undefined
            ? undefined
            : await startMetricsServer({ port: ops.METRICS_PORT, host: ops.METRICS_HOST });
    onShutdownSignal(
        async () => {
            await drain.drain();
            metrics?.close();
        },
        ops.SHUTDOWN_TIMEOUT_MS,
        (msg) => logger.info(msg),
    );
}

let ops;
try {
    ops = parseOperationsEnv(process.env);
} catch (err) {
    console.error(`The storefront could not start: ${err.message}`);
    process.exit(1);
}
const logger = createLogger({ level: ops.LOG_LEVEL, format: ops.LOG_FORMAT });
routeConsoleToLogger(logger);
main(ops, logger).catch((err) => {
    logger.fatal(`The storefront could not start: ${err.message}`);
    process.exit(1);
});
