import { LOGIN_THROTTLED, QUERY_TOO_COMPLEX } from '@maison/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestShop, type TestShop } from '../../../../e2e/test-shop';

/**
 * The backend as an attacker meets it: oversized and malformed requests, costly queries,
 * password guessing, and what its answers carry. One server (SQLite) for the whole file.
 */
let shop: TestShop;

beforeAll(async () => {
    shop = await startTestShop({ name: 'security', db: 'sqlite' });
});

afterAll(async () => {
    await shop?.close();
});

interface Reply {
    status: number;
    headers: Headers;
    text: string;
    json: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

async function post(api: 'shop-api' | 'admin-api', body: string, headers: Record<string, string> = {}): Promise<Reply> {
    const res = await fetch(`${shop.baseUrl}/${api}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
    });
    const text = await res.text();
    let json: Reply['json'] = {};
    try {
        json = JSON.parse(text) as Reply['json'];
    } catch {
        // Not JSON: the assertions say what was expected.
    }
    return { status: res.status, headers: res.headers, text, json };
}

const gql = (api: 'shop-api' | 'admin-api', query: string, variables: object = {}, headers: Record<string, string> = {}) =>
    post(api, JSON.stringify({ query, variables }), headers);

function codes(reply: Reply): unknown[] {
    return (reply.json.errors ?? []).map((e) => e.extensions?.code);
}

describe('query limits', () => {
    // The query that took 12.7 s and 800 KB, and stalled every other request while it ran.
    const NESTED = /* GraphQL */ `
        {
            collections {
                items {
                    children {
                        productVariants(options: { take: 100 }) {
                            items {
                                product {
                                    collections {
                                        productVariants(options: { take: 100 }) {
                                            items { id name sku }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    `;

    it('refuses the nested collection and variant query before running it', async () => {
        const reply = await gql('shop-api', NESTED);
        expect(reply.status).toBe(400);
        expect(codes(reply)).toEqual([QUERY_TOO_COMPLEX]);
        expect(reply.json.data ?? null).toBeNull();
    });

    it('refuses two hundred aliased searches in one request', async () => {
        const aliases = Array.from({ length: 200 }, (_, i) => `s${i}: search(input: { take: 100 }) { items { sku } }`);
        const reply = await gql('shop-api', `{ ${aliases.join('\n')} }`);
        expect(reply.status).toBe(400);
        expect(codes(reply)).toEqual([QUERY_TOO_COMPLEX]);
        expect(reply.text.length).toBeLessThan(2000);
    });

    it('refuses a fragment that expands into millions of fields', async () => {
        // Each fragment spreads the one below it twice: 2^20 selections from a few hundred bytes.
        const fragments = Array.from({ length: 20 }, (_, i) =>
            i === 19
                ? `fragment F${i} on Product { id name }`
                : `fragment F${i} on Product { ...F${i + 1} ... on Product { ...F${i + 1} } }`,
        );
        const reply = await gql('shop-api', `{ product(id: "1") { ...F0 } } ${fragments.join(' ')}`);
        expect(reply.status).toBe(400);
        expect(codes(reply)).toEqual([QUERY_TOO_COMPLEX]);
    });

    it('bounds the Admin API too, before anyone signs in', async () => {
        const deep = 'collection(id: "1") { ' + 'parent { '.repeat(20) + 'id' + ' }'.repeat(20) + ' }';
        const reply = await gql('admin-api', `{ ${deep} }`);
        expect(reply.status).toBe(400);
        expect(codes(reply)).toEqual([QUERY_TOO_COMPLEX]);
    });

    it('weighs a list by the take its variables ask, and checks variables, after the same query passed', async () => {
        const query = `query ($o: CollectionListOptions, $id: ID) {
            product(id: $id) { id }
            collections(options: $o) { items { productVariants(options: { take: 100 }) { items { id name sku } } } }
        }`;
        for (const id of ['1', '2']) {
            const small = await gql('shop-api', query, { o: { take: 1 }, id });
            expect(small.status).toBe(200);
            expect(small.json.errors).toBeUndefined();
        }
        const large = await gql('shop-api', query, { o: { take: 1000 }, id: '1' });
        expect(large.status).toBe(400);
        expect(codes(large)).toEqual([QUERY_TOO_COMPLEX]);
        const unfit = await gql('shop-api', query, { o: { take: 1 }, id: { not: 'an id' } });
        expect(unfit.status).toBe(400);
        expect(codes(unfit)).toEqual(['BAD_USER_INPUT']);
    });

    it('still answers what a listing page asks: a hundred cards with facets', async () => {
        const reply = await gql(
            'shop-api',
            `query ($input: SearchInput!) {
                search(input: $input) {
                    totalItems
                    items { sku slug productName productVariantId inStock
                        productAsset { preview }
                        priceWithTax { ... on SinglePrice { value } ... on PriceRange { min max } } }
                    facetValues { count facetValue { id code name facet { id code name } } }
                    collections { count collection { id slug name } }
                }
            }`,
            { input: { take: 100, groupByProduct: true } },
        );
        expect(reply.json.errors).toBeUndefined();
        expect(reply.status).toBe(200);
    });
});

describe('development conveniences are off', () => {
    it('spells out no field names in validation errors', async () => {
        const reply = await gql('shop-api', '{ activeOrdr { id } }');
        expect(reply.status).toBe(400);
        expect(reply.text).not.toMatch(/Did you mean|activeOrder"/);
        expect(reply.json.errors?.[0]?.message).toBe('Cannot query field "activeOrdr" on type "Query".');
    });

    it.each(['shop-api', 'admin-api'] as const)('%s answers no introspection', async (api) => {
        const reply = await gql(api, '{ __schema { types { name } } }');
        expect(reply.json.data?.__schema).toBeUndefined();
        expect(reply.json.errors?.[0]?.message).toMatch(/introspection/i);
        expect(reply.status).toBeLessThan(500);
    });
});

describe('request bodies', () => {
    it('answers a body over the limit with 413 and no stack', async () => {
        const reply = await post('shop-api', JSON.stringify({ query: `{ activeOrder { id } } #${'x'.repeat(120_000)}` }));
        expect(reply.status).toBe(413);
        expect(reply.text).not.toMatch(/stack|node_modules|at .*\.js/i);
    });

    it('answers malformed JSON with 400 and no stack trace', async () => {
        const reply = await post('shop-api', '{"query": "{ activeOrder { id } }"');
        expect(reply.status).toBe(400);
        expect(reply.text).not.toMatch(/stacktrace|node_modules|\/work\//i);
    });

    it('refuses a cross-site form post of a mutation (no preflight header)', async () => {
        const reply = await post('shop-api', 'query=mutation{logout{success}}', {
            'content-type': 'application/x-www-form-urlencoded',
        });
        expect(reply.status).toBe(400);
        expect(reply.json.data ?? null).toBeNull();
    });
});

describe('requests no route is for', () => {
    async function raw(method: string, path: string) {
        const { request } = await import('node:http');
        return new Promise<{ status: number; body: string }>((resolve, reject) => {
            // A fresh connection each: the server closes one whose body it did not read.
            const options = { method, agent: false, headers: { 'content-type': 'application/json' } };
            const req = request(`${shop.baseUrl}${path}`, options, (res) => {
                let body = '';
                res.on('data', (c: Buffer) => (body += c.toString()));
                res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
            });
            req.on('error', reject);
            req.end('{}');
        });
    }

    it.each([
        ['TRACE', '/admin-api', 405],
        ['PROPFIND', '/shop-api', 405],
        ['POST', '/shop-api/%ZZ', 400],
        ['POST', '/admin-api/%E0%A4%A', 400],
        ['POST', '/shop-api/..%2F..%2Fetc%2Fpasswd', 404],
        ['PATCH', '/admin-api/anything', 404],
        ['POST', '/SHOP-API/anything', 404],
        ['GET', '/assets/%ZZ', 400],
    ])('%s %s answers %i, not a 500', async (method, path, status) => {
        const reply = await raw(method, path);
        expect(reply.status).toBe(status);
        expect(reply.body).not.toMatch(/stack|node_modules/i);
    });
});

describe('malformed input', () => {
    /** Raw bytes on a fresh connection: the status, or 0 when nothing came back in `ms`. */
    async function rawStatus(bytes: string, ms = 15_000): Promise<{ status: number; ms: number }> {
        const net = await import('node:net');
        const started = Date.now();
        return new Promise((resolve) => {
            const socket = net.connect(Number(new URL(shop.baseUrl).port), '127.0.0.1');
            let out = '';
            const timer = setTimeout(() => {
                socket.destroy();
                resolve({ status: 0, ms: Date.now() - started });
            }, ms);
            socket.on('data', (c: Buffer) => (out += c.toString('latin1')));
            socket.on('error', () => undefined);
            socket.on('close', () => {
                clearTimeout(timer);
                resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(out)?.[1] ?? 0), ms: Date.now() - started });
            });
            socket.on('connect', () => socket.write(bytes));
        });
    }

    it('answers GraphQL variables nested thousands deep with 400, in a body or a query string', async () => {
        const deep = '['.repeat(5000) + ']'.repeat(5000);
        for (const api of ['shop-api', 'admin-api'] as const) {
            const reply = await post(api, `{"query":"{ __typename }","variables":{"a":${deep}}}`);
            expect(reply.status).toBe(400);
            expect(reply.text).not.toMatch(/call stack/i);
        }
        // A URL holds fewer brackets (16 KB of headers), but still more than any client needs.
        const query = new URLSearchParams({ query: '{ __typename }', variables: `{"a":${'['.repeat(100)}${']'.repeat(100)}}` });
        const get = await fetch(`${shop.baseUrl}/shop-api?${query.toString()}`, { headers: { 'apollo-require-preflight': 'true' } });
        expect(get.status).toBe(400);
        // What the storefront and the dashboard send still works.
        const fine = await gql('shop-api', 'query ($i: SearchInput!) { search(input: $i) { totalItems } }', { i: { take: 1, facetValueFilters: [{ or: ['1', '2'] }] } });
        expect(fine.status).toBe(200);
    });

    it('answers a forwarded protocol that is no protocol with 400', async () => {
        const reply = await gql('shop-api', '{ __typename }', {}, { 'x-forwarded-proto': '../x' });
        expect(reply.status).toBe(400);
    });

    it.each(['alipay', 'wechatpay'])('answers a %s sandbox completion with no form, or a text body, with 400', async (gateway) => {
        const url = `${shop.baseUrl}/sandbox-pay/${gateway}/complete`;
        expect((await fetch(url, { method: 'POST' })).status).toBe(400);
        expect((await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'session=x' })).status).toBe(400);
    });

    it('answers 408 to a body that stops short of its Content-Length, within seconds', async () => {
        const head = 'POST /shop-api HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
        const reply = await rawStatus(`${head}{"query":`);
        expect(reply.status).toBe(408);
        expect(reply.ms).toBeLessThan(12_000);
    });
});

describe('multipart uploads', () => {
    const form = (operations: object, files: Record<string, Blob>) => {
        const body = new FormData();
        body.append('operations', JSON.stringify(operations));
        body.append('map', JSON.stringify(Object.fromEntries(Object.keys(files).map((k, i) => [k, [`variables.input.${i}.file`]]))));
        for (const [k, blob] of Object.entries(files)) body.append(k, blob, `${k}.svg`);
        return body;
    };

    it('refuses multipart without a preflight header, as a cross-site form would send it', async () => {
        const res = await fetch(`${shop.baseUrl}/admin-api`, { method: 'POST', body: form({ query: '{ __typename }' }, {}) });
        expect(res.status).toBe(400);
    });

    it('refuses multipart on the Shop API, which takes no uploads', async () => {
        const res = await fetch(`${shop.baseUrl}/shop-api`, {
            method: 'POST',
            headers: { 'apollo-require-preflight': 'true' },
            body: form({ query: '{ __typename }' }, {}),
        });
        expect(res.status).toBe(415);
    });

    it('answers a cut-off multipart body with 400, not a 500', async () => {
        const res = await fetch(`${shop.baseUrl}/admin-api`, {
            method: 'POST',
            headers: { 'content-type': 'multipart/form-data; boundary=XYZ', 'apollo-require-preflight': 'true' },
            body: '--XYZ\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{',
        });
        expect(res.status).toBe(400);
        expect(await res.text()).not.toMatch(/stack|node_modules/i);
    });

    it('still lets staff upload an asset', async () => {
        const login = await gql('admin-api', `mutation { login(username: "${shop.env.SUPERADMIN_USERNAME}", password: "e2e-superadmin-password") { __typename } }`, {}, { 'x-forwarded-for': '203.0.113.30' });
        const token = login.headers.get('vendure-auth-token')!;
        const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>'], { type: 'image/svg+xml' });
        const res = await fetch(`${shop.baseUrl}/admin-api`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
            body: form(
                {
                    query: 'mutation ($input: [CreateAssetInput!]!) { createAssets(input: $input) { ... on Asset { id name } } }',
                    variables: { input: [{ file: null }] },
                },
                { '0': svg },
            ),
        });
        const body = (await res.json()) as { data?: { createAssets: Array<{ id: string; name: string }> }; errors?: unknown };
        expect(body.errors).toBeUndefined();
        expect(body.data?.createAssets[0]?.name).toBe('0.svg');
    });
});

describe('sign-in throttling', () => {
    const LOGIN = /* GraphQL */ `
        mutation ($username: String!, $password: String!) {
            login(username: $username, password: $password, rememberMe: true) {
                __typename
                ... on InvalidCredentialsError { authenticationError }
            }
        }
    `;
    type LoginReply = { __typename: string; authenticationError?: string };
    const login = async (api: 'shop-api' | 'admin-api', username: string, password: string, address: string) => {
        const reply = await gql(api, LOGIN, { username, password }, { 'x-forwarded-for': address });
        return { reply, result: reply.json.data?.login as LoginReply };
    };

    it('refuses an account after its free wrong passwords, even with the right one, then lets its owner in', async () => {
        const admin = shop.env.SUPERADMIN_USERNAME;
        for (let i = 0; i < 6; i++) {
            const { result } = await login('admin-api', admin, `wrong-${i}`, '203.0.113.1');
            expect(result.__typename).toBe('InvalidCredentialsError');
            expect(result.authenticationError).toBe('');
        }
        // The sixth failure makes the account wait a second; a try in that second is not even checked.
        const refused = await login('admin-api', admin, 'e2e-superadmin-password', '203.0.113.2');
        expect(refused.result).toEqual({ __typename: 'InvalidCredentialsError', authenticationError: LOGIN_THROTTLED });

        await new Promise((r) => setTimeout(r, 1100));
        const owner = await login('admin-api', admin, 'e2e-superadmin-password', '203.0.113.3');
        expect(owner.result.__typename).toBe('CurrentUser');
    });

    it('counts a burst of simultaneous guesses one by one: only the free ones and one more are checked', async () => {
        const results = await Promise.all(
            Array.from({ length: 12 }, (_, i) => login('shop-api', 'burst@example.com', `guess-${i}`, '192.0.2.50')),
        );
        const errors = results.map((r) => r.result.authenticationError);
        expect(errors.filter((e) => e === '')).toHaveLength(6);
        expect(errors.filter((e) => e === LOGIN_THROTTLED)).toHaveLength(6);
    });

    it('still lets a signed-in customer confirm their password to change their e-mail address', async () => {
        const register = await gql(
            'shop-api',
            `mutation { registerCustomerAccount(input: { emailAddress: "owner@example.com", password: "correct-horse-9", firstName: "晓", lastName: "王" }) { __typename } }`,
        );
        expect(register.json.data?.registerCustomerAccount).toEqual({ __typename: 'Success' });
        const { reply, result } = await login('shop-api', 'owner@example.com', 'correct-horse-9', '192.0.2.60');
        expect(result.__typename).toBe('CurrentUser');
        const token = reply.headers.get('vendure-auth-token')!;
        const change = await gql(
            'shop-api',
            `mutation { requestUpdateCustomerEmailAddress(password: "correct-horse-9", newEmailAddress: "owner2@example.com") { __typename } }`,
            {},
            { authorization: `Bearer ${token}` },
        );
        expect(change.json.errors).toBeUndefined();
        expect(change.json.data?.requestUpdateCustomerEmailAddress).toEqual({ __typename: 'Success' });
    });

    it('refuses an address that guesses at many accounts, but not the shoppers at other addresses', async () => {
        for (let i = 0; i < 21; i++) {
            const { result } = await login('shop-api', `guess-${i}@example.com`, 'password', '198.51.100.7');
            expect(result.authenticationError).toBe('');
        }
        // Past the free failures a try waits its turn at the address's gate, which one try at a time
        // passes: of three sent at once, whatever the clock (the first wait is one second), some are refused.
        const guesses = await Promise.all(
            [1, 2, 3].map(() => login('shop-api', 'fresh@example.com', 'password', '198.51.100.7')),
        );
        expect(guesses.map((g) => g.result.authenticationError)).toContain(LOGIN_THROTTLED);
        const other = await login('shop-api', 'fresh@example.com', 'password', '198.51.100.8');
        expect(other.result.authenticationError).toBe('');
    });

    it('gives the session cookie the session lifetime, not a year, even for "remember me"', async () => {
        const { reply, result } = await login('admin-api', shop.env.SUPERADMIN_USERNAME, 'e2e-superadmin-password', '203.0.113.9');
        expect(result.__typename).toBe('CurrentUser');
        const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('session='));
        const expires = Date.parse(/expires=([^;]+)/i.exec(cookie ?? '')?.[1] ?? '');
        const day = 24 * 3600 * 1000;
        expect(expires - Date.now()).toBeGreaterThan(day - 60_000);
        expect(expires - Date.now()).toBeLessThanOrEqual(day);
        expect(cookie).not.toMatch(/secure/i);
    });
});

describe('headers', () => {
    it('serves pictures under a policy that runs no script, should an uploaded SVG hold one', async () => {
        const res = await fetch(`${shop.baseUrl}/assets/nothing.svg`);
        expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    });

    it('carries no framework banner and forbids sniffing and framing', async () => {
        const reply = await gql('shop-api', '{ activeChannel { code } }');
        expect(reply.headers.get('x-powered-by')).toBeNull();
        expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
        expect(reply.headers.get('x-frame-options')).toBe('DENY');
        expect(reply.headers.get('referrer-policy')).toBe('same-origin');
        expect(reply.headers.get('strict-transport-security')).toBeNull();
    });

    it('adds HSTS and Secure cookies when the trusted proxy says the visitor came over HTTPS', async () => {
        const reply = await gql(
            'admin-api',
            `mutation { login(username: "${shop.env.SUPERADMIN_USERNAME}", password: "e2e-superadmin-password") { __typename } }`,
            {},
            { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.20' },
        );
        expect(reply.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
        const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('session='));
        expect(cookie).toMatch(/;\s*secure/i);
    });
});
