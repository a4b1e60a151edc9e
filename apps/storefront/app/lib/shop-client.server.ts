import http, { STATUS_CODES } from 'node:http';
import https from 'node:https';
import { ANALYTICS_COLLECT_PATH, failureStatus, isFailureCode, type Locale, REQUEST_ID_HEADER } from '@maison/shared';
import type { TadaDocumentNode } from 'gql.tada';
import { type DocumentNode, print } from 'graphql';

import { cachedCatalogueText, catalogueKey } from './catalogue-cache.server';
import { env } from './env.server';
import { freshBatch } from './fresh-batch';

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
    // GraphQL's own codes, then the shop's (a failure thrown by a mutation of Vendure's own).
    const known = codes
        .map((c) => STATUS_OF_CODE[c] ?? (isFailureCode(c) ? failureStatus(c) : undefined))
        .find((s) => s !== undefined);
    if (known !== undefined) return known;
    return httpStatus >= 400 ? httpStatus : 500;
}

/** React Router does not log error responses, so failed calls are logged where they happen. */
function logged(error: ShopApiError): ShopApiError {
    console.warn(`[shop-api] ${error.status} ${error.message}`);
    return error;
}

const printed = new WeakMap<DocumentNode, string>();

/** A document's text, printed once: the documents are module constants, printing costs on every call. */
export function printDocument(document: DocumentNode): string {
    let text = printed.get(document);
    if (text === undefined) {
        text = print(document);
        printed.set(document, text);
    }
    return text;
}

/** How long a page view waits for the catalogue version before it reads without the cache. */
const VERSION_TIMEOUT_MS = 2_000;

// Asked on every page view: node:http on kept-alive connections costs a third of what fetch does.
const versionAgents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

function getText(url: URL, requestId: string | undefined): Promise<{ status: number; text: string }> {
    const secure = url.protocol === 'https:';
    return new Promise((resolve, reject) => {
        const request = (secure ? https : http).get(
            url,
            {
                agent: secure ? versionAgents.https : versionAgents.http,
                timeout: VERSION_TIMEOUT_MS,
                headers: requestId ? { [REQUEST_ID_HEADER]: requestId } : {},
            },
            (response) => {
                let text = '';
                response.setEncoding('utf8');
                response.on('data', (chunk: string) => (text += chunk));
                response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
                response.on('error', reject);
            },
        );
        request.on('timeout', () => request.destroy(new Error(`no answer in ${VERSION_TIMEOUT_MS} ms`)));
        request.on('error', reject);
    });
}

/**
 * The catalogue version the backend announces (its catalogue-cache plugin), or undefined when
 * it cannot tell: the page view then reads everything afresh rather than risk a stale answer.
 */
export async function fetchCatalogueVersion(requestId?: string): Promise<string | undefined> {
    try {
        const { status, text } = await getText(new URL(`${env.BACKEND_URL}/catalogue-version`), requestId);
        const version = status === 200 ? (JSON.parse(text) as { version?: unknown }).version : undefined;
        if (typeof version === 'string' && version) return version;
        console.warn(`[shop-api] catalogue version unavailable (${status}): reading without the cache`);
    } catch (err) {
        console.warn(`[shop-api] catalogue version unavailable (${(err as Error).message}): reading without the cache`);
    }
    return undefined;
}

/**
 * The catalogue version for a page view that starts now: page views arriving together share one
 * call (served from the page cache, a view costs little more than this call), and none is given
 * an answer asked for before it arrived.
 */
export const currentCatalogueVersion = freshBatch(() => fetchCatalogueVersion());

interface Answer<TResult> {
    data: TResult;
    /** The response body as it came, for the catalogue cache. */
    text: string;
}

/**
 * A Shop API client bound to one visitor's request: it sends their token and language, and
 * remembers a token the server issues (a guest's first bag, a login) for the cookie.
 */
export class ShopClient {
    private issuedToken: string | undefined;
    private dropped = false;
    private carriedSession = false;
    /** Asked once per page view, when its first catalogue read (or the page cache) needs it. */
    private catalogueVersion: Promise<string | undefined> | undefined;

    /**
     * @param forwardedFor the visitor's address chain (X-Forwarded-For as server.mjs completes
     *   it), passed on so that the backend throttles sign-in per visitor, not per storefront.
     * @param whenForbidden what a call the Shop API refuses for want of a signed-in member
     *   (FORBIDDEN: no session, or one that expired) throws instead of an error: the redirect
     *   to sign in and come back. The one place that turns FORBIDDEN into that redirect.
     * @param requestId the page request's id (server.mjs sets it), sent with every call so
     *   that the backend's log lines of this page view carry it too.
     */
    constructor(
        private token: string | undefined,
        readonly locale: Locale,
        private readonly forwardedFor?: string,
        private readonly whenForbidden?: () => Response,
        private readonly requestId?: string,
    ) {}

    /** Whether the visitor has a Shop API session (a bag or a login); a first visit has none. */
    get hasSession(): boolean {
        return Boolean(this.token);
    }

    /**
     * Whether any call of this request spoke for the visitor: carried their session or was given
     * one. A page that did is theirs, and is never kept for others.
     */
    get spokeForVisitor(): boolean {
        return this.carriedSession || this.issuedToken !== undefined || this.dropped;
    }

    /**
     * The catalogue version of this page view, asked of the backend once and shared with the
     * page's catalogue reads; undefined when the backend cannot tell.
     */
    version(): Promise<string | undefined> {
        return (this.catalogueVersion ??= currentCatalogueVersion());
    }

    /** The token the server issued during this request, if it changed. */
    get newToken(): string | undefined {
        return this.issuedToken;
    }

    /** Whether this request ended the visitor's session (a sign-out, a bag that could not be read). */
    get sessionDropped(): boolean {
        return this.dropped && !this.issuedToken;
    }

    /** Goes on as a visitor without a session; the cookie is cleared unless a new token comes. */
    dropSession(): void {
        this.token = undefined;
        this.issuedToken = undefined;
        this.dropped = true;
    }

    /** A call about this visitor (their bag, their account) or one that changes something: never cached. */
    async request<TResult, TVariables>(
        document: TadaDocumentNode<TResult, TVariables>,
        ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
    ): Promise<TResult> {
        return (await this.post<TResult>(printDocument(document), variables, true)).data;
    }

    /**
     * A catalogue read whose answer is the same for every visitor (search, collections, a
     * product by sku), served from the shared cache under the current catalogue version. It
     * is sent without the visitor's session, so that what is cached is what anyone would get;
     * a document that depends on the visitor must use `request`.
     */
    async catalogue<TResult, TVariables>(
        document: TadaDocumentNode<TResult, TVariables>,
        ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
    ): Promise<TResult> {
        const query = printDocument(document);
        const version = await this.version();
        if (version === undefined) return (await this.post<TResult>(query, variables, false)).data;
        const key = catalogueKey(version, this.locale, query, variables);
        const text = await cachedCatalogueText(
            key,
            async () => (await this.post<TResult>(query, variables, false)).text,
        );
        return (JSON.parse(text) as { data: TResult }).data;
    }

    /**
     * Hands a visitor's batch of analytics events (JSON, checked already) to the backend as
     * theirs: their address, their browser, and their session if they have one (a member is
     * counted as one). The backend's status, body and Retry-After as they came.
     */
    async collectAnalytics(
        json: string,
        userAgent: string | null,
    ): Promise<{ status: number; text: string; retryAfter: string | null }> {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (this.token) headers.authorization = `Bearer ${this.token}`;
        if (this.forwardedFor) headers['x-forwarded-for'] = this.forwardedFor;
        if (this.requestId) headers[REQUEST_ID_HEADER] = this.requestId;
        if (userAgent) headers['user-agent'] = userAgent;
        const response = await fetch(`${env.BACKEND_URL}${ANALYTICS_COLLECT_PATH}`, {
            method: 'POST',
            headers,
            body: json,
            signal: AbortSignal.timeout(5_000),
        });
        const text = await response.text().catch(() => '');
        return { status: response.status, text, retryAfter: response.headers.get('retry-after') };
    }

    /** Sends one operation; `personal` calls carry the visitor's session and may renew it. */
    private async post<TResult>(query: string, variables: unknown, personal: boolean): Promise<Answer<TResult>> {
        const url = `${env.BACKEND_URL}/shop-api?languageCode=${this.locale}`;
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (personal && this.token) {
            headers.authorization = `Bearer ${this.token}`;
            this.carriedSession = true;
        }
        if (this.forwardedFor) headers['x-forwarded-for'] = this.forwardedFor;
        if (this.requestId) headers[REQUEST_ID_HEADER] = this.requestId;
        let response: Response;
        try {
            response = await fetch(url, {
                method: 'POST',
                headers,
                body: JSON.stringify({ query, variables: variables ?? {} }),
                signal: AbortSignal.timeout(15_000),
            });
        } catch (err) {
            throw logged(new ShopApiError(`shop api unreachable: ${(err as Error).message}`, 503));
        }
        const issued = personal ? response.headers.get('vendure-auth-token') : null;
        if (issued && issued !== this.token) {
            this.token = issued;
            this.issuedToken = issued;
        }
        const text = await response.text().catch(() => '');
        let body: { data?: TResult; errors?: Array<{ message: string; extensions?: { code?: string } }> } | undefined;
        try {
            body = JSON.parse(text) as typeof body;
        } catch {
            body = undefined;
        }
        if (!response.ok || !body || body.errors?.length || body.data === undefined) {
            const errors = body?.errors ?? [];
            const message = errors.map((e) => e.message).join('; ') || `shop api answered ${response.status}`;
            const codes = errors.map((e) => e.extensions?.code ?? '');
            if (personal && this.whenForbidden && codes.includes('FORBIDDEN')) throw this.whenForbidden();
            throw logged(new ShopApiError(message, statusOfFailure(response.status, codes), codes));
        }
        return { data: body.data, text };
    }
}
