/**
 * What every process of the shop does the same way when it is operated: draining on SIGTERM and
 * keeping personal data out of its logs. Node only: imported by subpath (`@maison/shared/operations`),
 * never through the package's index, which the browser loads.
 */
import type { Server, ServerResponse } from 'node:http';

let processDraining = false;

/** Whether this process is shutting down: its health answer turns 503 so the balancer moves on. */
export function isProcessDraining(): boolean {
    return processDraining;
}

/**
 * Lets a server's in-flight requests finish before it closes: no new connections, a kept-alive
 * connection is closed once its current response is sent, idle ones at once.
 */
export class HttpDrain {
    private draining = false;
    private readonly open = new Set<ServerResponse>();

    constructor(private readonly server: Server) {
        server.on('request', (_req, res: ServerResponse) => {
            if (this.draining) res.shouldKeepAlive = false;
            this.open.add(res);
            res.once('close', () => {
                this.open.delete(res);
                if (this.draining) server.closeIdleConnections();
            });
        });
    }

    get isDraining(): boolean {
        return this.draining;
    }

    /** Resolves once every connection has closed. */
    drain(): Promise<void> {
        this.draining = true;
        processDraining = true;
        // A response not yet begun tells the client this connection ends with it.
        for (const res of this.open) if (!res.headersSent) res.shouldKeepAlive = false;
        const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
        this.server.closeIdleConnections();
        return closed;
    }
}

/**
 * Runs `stop` once on SIGTERM or SIGINT, then exits 0; exits 1 if it takes longer than
 * `timeoutMs` (the orchestrator would kill the process soon after anyway).
 */
export function onShutdownSignal(stop: () => Promise<void>, timeoutMs: number, log: (msg: string) => void): void {
    let stopping = false;
    const handler = (signal: NodeJS.Signals) => {
        if (stopping) return;
        stopping = true;
        log(`${signal} received: draining (at most ${timeoutMs} ms)`);
        setTimeout(() => {
            log(`still busy after ${timeoutMs} ms: exiting anyway`);
            process.exit(1);
        }, timeoutMs).unref();
        stop().then(
            () => process.exit(0),
            (err: unknown) => {
                log(`shutdown failed: ${(err as Error).message}`);
                process.exit(1);
            },
        );
    };
    process.on('SIGTERM', handler);
    process.on('SIGINT', handler);
}

/**
 * Personal data that can slip into a log message as text (a mainland mobile number, a bearer
 * token): masked before the line is written. Structured fields are redacted by pino itself.
 */
const MOBILE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
const BEARER = /(bearer\s+)[A-Za-z0-9._~+/-]+=*/gi;

export function scrubMessage(message: unknown): string {
    // Typed a string, but some callers hand Vendure's logger an error or nothing at all.
    const text = message instanceof Error ? message.message : String(message);
    return text.replace(MOBILE, '$1****$2').replace(BEARER, '$1[Redacted]');
}

/** Field paths pino replaces with [Redacted], wherever a caller put them. */
export const REDACTED_PATHS = [
    'req.headers.cookie',
    'req.headers.authorization',
    'req.headers["vendure-auth-token"]',
    'res.headers["set-cookie"]',
    'res.headers["vendure-auth-token"]',
    'mobile',
    'phone',
    'code',
    'token',
    'password',
    '*.mobile',
    '*.phone',
    '*.code',
    '*.token',
    '*.password',
];
