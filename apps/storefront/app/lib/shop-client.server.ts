import { STATUS_CODES } from 'node:http';
import type { Locale } from '@maison/shared';
import type { TadaDocumentNode } from 'gql.tada';
import { print } from 'graphql';

import { env } from './env.server';

/**
 * A failed Shop API call. It has the fields of a React Router error response (status,
 * statusText, internal, data), so a loader that lets it through answers with its status,
 * and the browser's error page shows the same status as the server's (spec §2), without
 * the message, which stays in the server's log.
 */
export class ShopApiError extends Error {
    override name = 'ShopApiError';
    readonly statusText: string;
    readonly internal = false;
    readonly data = null;
    constructor(
        message: string,
        readonly status: number,
        readonly codes: string[] = [],
    ) {
        super(message);
        this.statusText = STATUS_CODES[status] ?? 'Error';
    }
}

/** React Router does not log error responses, so failed calls are logged where they happen. */
function logged(error: ShopApiError): ShopApiError {
    console.warn(`[shop-api] ${error.status} ${error.message}`);
    return error;
}

/**
 * A Shop API client bound to one visitor's request: it sends their token and language, and
 * remembers a token the server issues (a guest's first bag, a login) for the cookie.
 */
export class ShopClient {
    private issuedToken: string | undefined;

    constructor(
        private token: string | undefined,
        readonly locale: Locale,
    ) {}

    /** Whether the visitor has a Shop API session (a bag or a login); a first visit has none. */
    get hasSession(): boolean {
        return Boolean(this.token);
    }

    /** The token the server issued during this request, if it changed. */
    get newToken(): string | undefined {
        return this.issuedToken;
    }

    async request<TResult, TVariables>(
        document: TadaDocumentNode<TResult, TVariables>,
        ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
    ): Promise<TResult> {
        const url = `${env.BACKEND_URL}/shop-api?languageCode=${this.locale}`;
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (this.token) headers.authorization = `Bearer ${this.token}`;
        let response: Response;
        try {
            response = await fetch(url, {
                method: 'POST',
                headers,
                body: JSON.stringify({ query: print(document), variables: variables ?? {} }),
                signal: AbortSignal.timeout(15_000),
            });
        } catch (err) {
            throw logged(new ShopApiError(`shop api unreachable: ${(err as Error).message}`, 503));
        }
        const issued = response.headers.get('vendure-auth-token');
        if (issued && issued !== this.token) {
            this.token = issued;
            this.issuedToken = issued;
        }
        const body = (await response.json().catch(() => undefined)) as
            { data?: TResult; errors?: Array<{ message: string; extensions?: { code?: string } }> } | undefined;
        if (!response.ok || !body || body.errors?.length || body.data === undefined) {
            const errors = body?.errors ?? [];
            const message = errors.map((e) => e.message).join('; ') || `shop api answered ${response.status}`;
            throw logged(
                new ShopApiError(
                    message,
                    response.status >= 400 ? response.status : 500,
                    errors.map((e) => e.extensions?.code ?? ''),
                ),
            );
        }
        return body.data;
    }
}
