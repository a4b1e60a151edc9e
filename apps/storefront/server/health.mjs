// The storefront's probes, answered before anything else (no session, no rendering, no proxy).

/** How long the backend's health is believed: a storm of probes asks the backend once a second. */
const READY_CACHE_MS = 1_000;
const READY_TIMEOUT_MS = 1_000;

/**
 * GET /healthz: 200 while the process serves, 503 once it drains (the balancer takes it out).
 * GET /readyz: 200 when the backend answers its /health, else 503.
 */
export function healthProbes({ backendUrl, isDraining }) {
    let checked = 0;
    let ready = Promise.resolve(false);
    const askBackend = async () => {
        try {
            const res = await fetch(`${backendUrl}/health`, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
            await res.body?.cancel();
            return res.ok;
        } catch {
            return false;
        }
    };
    return async (req, res, next) => {
        if (req.path !== '/healthz' && req.path !== '/readyz') return next();
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        res.setHeader('cache-control', 'no-store');
        if (req.path === '/healthz') {
            const draining = isDraining();
            res.status(draining ? 503 : 200)
                .type('text/plain')
                .send(draining ? 'draining' : 'ok');
            return;
        }
        if (Date.now() - checked > READY_CACHE_MS) {
            checked = Date.now();
            ready = askBackend();
        }
        const ok = (await ready) && !isDraining();
        res.status(ok ? 200 : 503)
            .type('text/plain')
            .send(ok ? 'ready' : 'not ready');
    };
}
