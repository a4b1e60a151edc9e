/**
 * The request and response of Node's HTTP server, as far as `bodyDeadline` needs them: kept
 * structural so that this package stays free of Node's types and both servers can use it.
 */
export interface DeadlineRequest {
    complete: boolean;
    headers: Record<string, string | string[] | undefined>;
    socket: { destroy(): void };
    once(event: 'end' | 'close', listener: () => void): unknown;
}

export interface DeadlineResponse {
    headersSent: boolean;
    once(event: 'finish', listener: () => void): unknown;
}

/** Node's five minutes are far too long to hold a connection for a form: 10 s, once the headers are in. */
export const BODY_TIMEOUT_MS = 10_000;

/**
 * Middleware that answers, through `timedOut` (a 408), a request whose body has not all
 * arrived `ms(req)` after its headers: one that declared a longer Content-Length than it sent,
 * or that trickles, would otherwise hold its connection and a parser for Node's five minutes.
 * `ms` depends on the request, so that routes taking uploads may allow longer. Nothing more is
 * read from such a connection: it is closed once the answer is out.
 */
export function bodyDeadline<Req extends DeadlineRequest, Res extends DeadlineResponse>(
    ms: (req: Req) => number,
    timedOut: (req: Req, res: Res) => void,
): (req: Req, res: Res, next: () => void) => void {
    return (req, res, next) => {
        const length = req.headers['content-length'];
        const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
        if (req.complete || !hasBody) return next();
        const timer = setTimeout(() => {
            if (req.complete || res.headersSent) return;
            res.once('finish', () => req.socket.destroy());
            timedOut(req, res);
        }, ms(req));
        // Node's timers have unref(); a pending deadline must not keep a stopping server alive.
        (timer as { unref?: () => void }).unref?.();
        req.once('end', () => clearTimeout(timer));
        req.once('close', () => clearTimeout(timer));
        next();
    };
}
