import { createStaticHandler } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { logServerError } from './server-errors.server';

/** The error React Router itself raises for a request no route can take. */
async function routerError(method: string, loaderError?: Error): Promise<unknown> {
    const handler = createStaticHandler([
        {
            id: 'page',
            path: '/',
            loader: () => {
                if (loaderError) throw loaderError;
                return null;
            },
        },
    ]);
    const context = await handler.query(new Request('http://shop.test/', { method }));
    if (context instanceof Response) throw new Error('expected a context');
    return Object.values(context.errors ?? {})[0];
}

const args = (signal?: AbortSignal) => ({
    request: new Request('http://shop.test/', { signal }),
    params: {},
    context: undefined as never,
});

describe('logServerError', () => {
    afterEach(() => vi.restoreAllMocks());

    it('keeps a visitor’s 405 out of the log', async () => {
        const log = vi.spyOn(console, 'error').mockImplementation(() => {});
        const error = await routerError('DELETE');
        expect(error).toMatchObject({ status: 405 });
        logServerError(error, args());
        expect(log).not.toHaveBeenCalled();
    });

    it('logs a failure of the shop itself, with its stack', async () => {
        const log = vi.spyOn(console, 'error').mockImplementation(() => {});
        const failure = new Error('backend down');
        logServerError(await routerError('GET', failure), args());
        expect(log).toHaveBeenCalledWith(failure);
    });

    it('logs nothing for a request the visitor abandoned', () => {
        const log = vi.spyOn(console, 'error').mockImplementation(() => {});
        const aborted = AbortSignal.abort();
        logServerError(new Error('cut short'), args(aborted));
        expect(log).not.toHaveBeenCalled();
    });
});
