import { PassThrough } from 'node:stream';

import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type EntryContext } from 'react-router';

import { createNonce, policyForRequest } from '~/lib/content-security-policy.server';
import { errorStatus } from '~/lib/error-status';
import { NonceContext } from '~/lib/nonce';
import { logServerError } from '~/lib/server-errors.server';
import { dropScriptPreloads } from '~/lib/script-preloads.server';

export const streamTimeout = 5_000;

// The server (server.mjs) answers kept pages before React Router with it: build.entry.module.
export { pageCacheFastPath } from '~/lib/page-cache-fast-path.server';

export const handleError = logServerError;

/**
 * The status text of the error response a loader threw for this status, so the status line
 * of a missing page reads 'This page could not be found' rather than Node's generic phrase.
 */
function statusTextFor(context: EntryContext, status: number): string | undefined {
    const errors = Object.values(context.staticHandlerContext.errors ?? {});
    const match = errors.find((e) => isRouteErrorResponse(e) && e.status === status && e.statusText);
    return isRouteErrorResponse(match) ? match.statusText : undefined;
}

/** The status the error page shows for the first error of this request (see error-status). */
function statusOfErrors(context: EntryContext): number {
    const [first] = Object.values(context.staticHandlerContext.errors ?? {});
    return first === undefined ? 500 : errorStatus(first);
}

/** React Router's streaming render, with the error's status text carried to the response. */
export default function handleRequest(
    request: Request,
    responseStatusCode: number,
    responseHeaders: Headers,
    routerContext: EntryContext,
) {
    // React Router answers 500 for any thrown error; the error page reads the error's own status.
    let status = responseStatusCode === 500 ? statusOfErrors(routerContext) : responseStatusCode;
    const statusText = statusTextFor(routerContext, status);
    const initialStatus = status;
    // Every page gets its own nonce; only inline scripts that carry it may run.
    const nonce = createNonce();
    responseHeaders.set('Content-Security-Policy', policyForRequest(request, nonce));
    // https://httpwg.org/specs/rfc9110.html#HEAD
    if (request.method.toUpperCase() === 'HEAD') {
        return new Response(null, { status, statusText, headers: responseHeaders });
    }

    return new Promise<Response>((resolve, reject) => {
        let shellRendered = false;
        const userAgent = request.headers.get('user-agent');
        // Crawlers get the whole page at once; people get the shell as soon as it is ready.
        const readyOption: keyof RenderToPipeableStreamOptions =
            (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
        let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

        const app = (
            <NonceContext.Provider value={nonce}>
                <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </NonceContext.Provider>
        );
        const { pipe, abort } = renderToPipeableStream(app, {
            nonce,
            [readyOption]() {
                shellRendered = true;
                const body = new PassThrough({
                    final(callback) {
                        clearTimeout(timeoutId);
                        timeoutId = undefined;
                        callback();
                    },
                });
                responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
                pipe(dropScriptPreloads()).pipe(body);
                resolve(
                    new Response(createReadableStreamFromReadable(body), {
                        headers: responseHeaders,
                        status,
                        statusText: status === initialStatus ? statusText : undefined,
                    }),
                );
            },
            onShellError(error: unknown) {
                reject(error);
            },
            onError(error: unknown) {
                status = 500;
                // Errors before the shell reject and are logged by React Router; later ones only here.
                if (shellRendered) console.error(error);
            },
        });
    });
}
