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

/**
 * The status a failed call answers with. What the visitor sent wrong (an id of the wrong
 * shape, a thing that is not theirs or not there) is a 4xx; only our own faults are 5xx.
 */
const STATUS_OF_CODE: Record<string, number> = {
    BAD_USER_INPUT: 400,
    USER_INPUT_ERROR: 400,
    GRAPHQL_VALIDATION_FAILED: 400,
    QUERY_TOO_COMPLEX: 400,
    FORBIDDEN: 403,
    ENTITY_NOT_FOUND: 404,
};

export function statusOfFailure(httpStatus: number, codes: readonly string[]): number {
    const known = codes.map((c) => STATUS_OF_CODE[c]).find((s) => s !== undefined);
    if (known !== undefined) return known;
    return httpStatus >= 400 ? httpStatus : 500;
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

    /**
     * @param forwardedFor the visitor's address chain (X-Forwarded-For as server.mjs completes
     *   it), passed on so that the backend throttles sign-in per visitor, not per storefront.
     */
    constructor(
        private token: string | undefined,
        readonly locale: Locale,
        private readonly forwardedFor?: string,
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
        if (this.forwardedFor) headers['x-forwarded-for'] = this.forwardedFor;
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
            const codes = errors.map((e) => e.extensions?.code ?? '');
            throw logged(new ShopApiError(message, statusOfFailure(response.status, codes), codes));
        }
        return body.data;
    }
}
