import fs from 'node:fs';
import path from 'node:path';

import { expect } from '@playwright/test';

import { BACKEND_URLS, MAIL_OUTBOX_DIR, PIDS_FILE, type ProcessName, SUPERADMIN_PASSWORD } from './topology';

export interface GraphqlReply<T> {
    data: T;
    errors?: unknown;
    /** The session token the answer carries (a new session: a guest's first bag, a login). */
    token?: string;
    status: number;
}

/** One GraphQL call to the API at `url`, with a bearer token when given. */
export async function graphql<T>(
    url: string,
    query: string,
    variables: object = {},
    token?: string,
    headers: Record<string, string> = {},
): Promise<GraphqlReply<T>> {
    const res = await fetch(url, {
        method: 'POST',
        headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
        },
        body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T; errors?: unknown };
    return { ...body, status: res.status, token: res.headers.get('vendure-auth-token') ?? undefined };
}

/** A call that must succeed. */
export async function ok<T>(
    url: string,
    query: string,
    variables: object = {},
    token?: string,
): Promise<GraphqlReply<T>> {
    const reply = await graphql<T>(url, query, variables, token);
    expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
    return reply;
}

export const shopApi = (backend: number) => `${BACKEND_URLS[backend]}/shop-api`;
export const adminApi = (backend: number) => `${BACKEND_URLS[backend]}/admin-api`;

/** The superadmin's token, signed in through one backend. */
export async function staffToken(backend = 0): Promise<string> {
    const reply = await ok<{ login: { __typename: string } }>(
        adminApi(backend),
        'mutation ($p: String!) { login(username: "superadmin", password: $p) { __typename } }',
        { p: SUPERADMIN_PASSWORD },
    );
    expect(reply.token).toBeTruthy();
    return reply.token!;
}

/** The process ids global-setup wrote. */
export function pidOf(name: ProcessName): number {
    return (JSON.parse(fs.readFileSync(PIDS_FILE, 'utf8')) as Record<string, number>)[name];
}

/** The mails in the shared outbox that name `text`. */
export function mailsNaming(text: string): string[] {
    if (!fs.existsSync(MAIL_OUTBOX_DIR)) return [];
    return fs
        .readdirSync(MAIL_OUTBOX_DIR)
        .filter((f) => fs.readFileSync(path.join(MAIL_OUTBOX_DIR, f), 'utf8').includes(text));
}
