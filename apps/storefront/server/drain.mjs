/**
 * Lets a server's in-flight requests finish before it closes: no new connections, a kept-alive
 * connection is closed once its current response is sent, idle ones at once.
 */
export function drainable(server) {
    let draining = false;
    const open = new Set();
    server.on('request', (_req, res) => {
        if (draining) res.shouldKeepAlive = false;
        open.add(res);
        res.once('close', () => {
            open.delete(res);
            if (draining) server.closeIdleConnections();
        });
    });
    return {
        isDraining: () => draining,
        drain() {
            draining = true;
            for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
            const closed = new Promise((resolve) => server.close(() => resolve()));
            server.closeIdleConnections();
            return closed;
        },
    };
}

/** On SIGTERM or SIGINT runs `stop` once and exits 0; exits 1 after `timeoutMs` regardless. */
export function onShutdownSignal(stop, timeoutMs, log) {
    let stopping = false;
    const handler = (signal) => {
        if (stopping) return;
        stopping = true;
        log(`${signal} received: draining (at most ${timeoutMs} ms)`);
        setTimeout(() => {
            log(`still busy after ${timeoutMs} ms: exiting anyway`);
            process.exit(1);
        }, timeoutMs).unref();
        stop().then(
            () => process.exit(0),
            (err) => {
                log(`shutdown failed: ${err.message}`);
                process.exit(1);
            },
        );
    };
    process.on('SIGTERM', handler);
    process.on('SIGINT', handler);
}
