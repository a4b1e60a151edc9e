import http from 'node:http';

import { registry } from './registry';

export interface MetricsServerOptions {
    port: number;
    host: string;
    /** The worker's liveness, answered on the same private port (it has no public one). */
    healthy?: () => boolean;
}

/**
 * The private listener: GET /metrics for Prometheus, GET /healthz where asked for. Never on
 * the public port, so the figures are not the world's to read.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<http.Server> {
    const server = http.createServer((req, res) => {
        const path = (req.url ?? '/').split('?')[0];
        if (req.method === 'GET' && path === '/metrics') {
            registry.metrics().then(
                (text) => {
                    res.writeHead(200, { 'content-type': registry.contentType });
                    res.end(text);
                },
                (err: unknown) => {
                    res.writeHead(500, { 'content-type': 'text/plain' });
                    res.end(`metrics unavailable: ${(err as Error).message}`);
                },
            );
            return;
        }
        if (req.method === 'GET' && path === '/healthz' && options.healthy) {
            const ok = options.healthy();
            res.writeHead(ok ? 200 : 503, { 'content-type': 'text/plain' });
            res.end(ok ? 'ok' : 'draining');
            return;
        }
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
    });
    await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port, options.host, () => resolve());
    });
    return server;
}
