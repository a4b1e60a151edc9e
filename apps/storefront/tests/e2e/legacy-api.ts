import { Validator } from '@cfworker/json-schema';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * A client of the REST face at `/legacy-api/` through the shop's origin, as the mini-program
 * calls it, that checks every answer against the face's own OpenAPI document: the status must
 * be one the operation lists, and the body must fit that status's schema.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type JsonSchema = Record<string, unknown>;
interface Operation {
    responses: Record<string, { content?: { 'application/json'?: { schema: JsonSchema } } }>;
    requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
}
interface Document {
    openapi: string;
    paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>>;
}

export interface LegacyReply<T = unknown> {
    status: number;
    body: T;
    headers: Record<string, string>;
}

let documentPromise: Promise<Document> | undefined;

/** The face's OpenAPI document, read once per worker. */
export function legacyDocument(request: APIRequestContext): Promise<Document> {
    documentPromise ??= request.get('/legacy-api/openapi.json').then(async (res) => {
        expect(res.status()).toBe(200);
        return (await res.json()) as Document;
    });
    return documentPromise;
}

/** The document's operation for a concrete path (`/legacy-api/guest-carts/abc/items`). */
export function operationFor(
    document: Document,
    method: Method,
    path: string,
): { template: string; operation: Operation } | undefined {
    const bare = path.split('?')[0];
    for (const [template, operations] of Object.entries(document.paths)) {
        const pattern = new RegExp(`^${template.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
        const operation = operations[method.toLowerCase() as Lowercase<Method>];
        if (operation && pattern.test(bare)) return { template, operation };
    }
    return undefined;
}

/** What is wrong with an answer by the document: none when it fits. */
export function mismatches(document: Document, method: Method, path: string, status: number, body: unknown): string[] {
    const found = operationFor(document, method, path);
    if (!found) return [`${method} ${path} is not in the document`];
    const response = found.operation.responses[String(status)];
    if (!response) return [`${method} ${found.template} does not list status ${status}`];
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return [];
    const result = new Validator(schema as never, '2020-12', false).validate(body);
    return result.valid ? [] : result.errors.map((e) => `${e.instanceLocation}: ${e.error}`);
}

export interface CallOptions {
    token?: string;
    body?: unknown;
    /** A body sent as it is (a malformed one), with a JSON content type. */
    rawBody?: string;
    headers?: Record<string, string>;
    /** Skip the check against the document (the fuzz test's unknown paths). */
    unchecked?: boolean;
}

/** Calls the face and checks the answer against the document. */
export async function legacyCall<T = unknown>(
    request: APIRequestContext,
    method: Method,
    path: string,
    options: CallOptions = {},
): Promise<LegacyReply<T>> {
    const url = `/legacy-api/${path.replace(/^\/+/, '')}`;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined || options.rawBody !== undefined) headers['Content-Type'] = 'application/json';
    const res = await request.fetch(url, {
        method,
        headers,
        data: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        maxRedirects: 0,
    });
    const text = await res.text();
    let body: unknown = text;
    if ((res.headers()['content-type'] ?? '').includes('application/json')) body = JSON.parse(text);
    if (!options.unchecked) {
        const document = await legacyDocument(request);
        expect(
            mismatches(document, method, url, res.status(), body),
            `${method} ${url} → ${res.status()} ${text.slice(0, 300)}`,
        ).toEqual([]);
    }
    return { status: res.status(), body: body as T, headers: res.headers() };
}
