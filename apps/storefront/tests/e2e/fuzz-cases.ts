import { createRng, type Rng } from '@maison/shared';

import type { RawRequest } from './raw-http';

/**
 * Malformed requests, generated from a seed so that a failure can be replayed: each case is a
 * target (the storefront's port or the backend's) and the raw request sent to it. Every part
 * of a request is bent: method, path, query string, headers, cookies and body.
 */
export interface FuzzCase {
    target: 'shop' | 'backend';
    request: RawRequest;
}

const STOREFRONT_PATHS = [
    '/',
    '/watches',
    '/watches/all',
    '/watches/collection',
    '/watches/heritage',
    '/watches/heritage/model/SKU-1',
    '/watches/x/y',
    '/straps',
    '/straps/all',
    '/straps/change-watch-strap',
    '/strap/1/S5A2001',
    '/search/all',
    '/search/watches',
    '/qr/mini-program',
    '/qr/nope',
    '/api/bag',
    '/api/locale',
    '/api/search-popup',
    '/my-account',
    '/orders/all',
    '/order/logistic/123',
    '/checkout',
    '/Checkout/Shipping',
    '/MyAccount/MyProfile',
    '/Order',
    '/stores/morvaux-boutiques',
    '/service/faq',
    '/favicon.svg',
    '/_build/nothing.js',
    '/shop-api',
    '/assets/nothing.jpg',
    '/legacy-api/products',
    '/cms-api/pages',
    '/admin-api',
    '/dashboard/',
];

const BACKEND_PATHS = [
    '/shop-api',
    '/admin-api',
    '/assets/nothing.jpg',
    '/assets/../../etc/passwd',
    '/health',
    '/dashboard/',
    '/dashboard/login',
    '/sandbox-pay/alipay/complete',
    '/sandbox-pay/wechatpay/complete',
];

/** Where a POST's body is read, by the storefront or by the backend. */
const READING_SHOP_PATHS = ['/api/bag', '/api/locale', '/shop-api', '/watches', '/legacy-api/products'];
const READING_BACKEND_PATHS = ['/shop-api', '/admin-api', '/sandbox-pay/alipay/complete', '/sandbox-pay/wechatpay/complete'];

const METHODS = ['GET', 'GET', 'GET', 'POST', 'POST', 'POST', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO'];

const PATH_BENDS: Array<(p: string, r: Rng) => string> = [
    (p) => p,
    (p) => `${p}/%ZZ`,
    (p) => `${p}%`,
    (p) => `${p}/%E0%A4%A`,
    (p) => `${p}/%00`,
    (p) => `${p}/..%2F..%2Fetc%2Fpasswd`,
    (p) => `/.${p}`,
    (p) => `/${p}`,
    (p) => `${p}//x//y`,
    (p) => `${p}/${'a'.repeat(3000)}`,
    (p) => `${p}/%F0%9F%98%80/表带`.replace('表带', encodeURIComponent('表带')),
    (p) => `${p}/\\evil`,
    (p) => `${p}/%2e%2e/%2e%2e/`,
    (p, r) => `${p}/${r.int(0, 1e12)}`,
];

const QUERY_VALUES = [
    '%ZZ',
    '-1',
    '0',
    '99999999999999999999',
    '1e309',
    'NaN',
    '{"facet":',
    '[[[[[[',
    '{"__proto__":{"x":1}}',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '表带',
    '%E8%A1%A8',
    'a'.repeat(4000),
    '',
    '//evil.com',
    'null',
    `{"a":${'['.repeat(100)}${']'.repeat(100)}}`,
];

const QUERY_KEYS = ['variables', 'page', 'sort', 'itemsPerPage', 'filter', 'price', 'collection', 'q', 'phrase', 'term', 'returnTo', 'orderBn', 'id', 'languageCode', '__proto__', 'x[y][z]'];

const COOKIES = [
    'lang=%ZZ',
    'lang=xx',
    'lang=',
    'maison_session=garbage',
    'maison_session=eyJhIjoxfQ%3D%3D.bad',
    'maison_session=%ZZ',
    'session=abc; session.sig=def',
    'cookie_control_consent=%ZZ',
    `big=${'x'.repeat(6000)}`,
    '=novalue; ;;; lang',
    'lang=en; lang=de; lang=%',
];

const HEADER_BENDS: Array<Record<string, string>> = [
    {},
    { Origin: 'https://attacker.example' },
    { Origin: 'null' },
    { 'Sec-Fetch-Site': 'cross-site' },
    { Authorization: 'Bearer garbage' },
    { Authorization: 'Bearer ' + 'z'.repeat(2000) },
    { Authorization: 'Basic %%%' },
    { 'X-Forwarded-For': 'not-an-ip, 999.1.1.1, ::::' },
    { 'X-Forwarded-Proto': 'gopher' },
    { 'X-Forwarded-Proto': '../x' },
    { 'X-Forwarded-Host': 'a b/../c' },
    { 'X-Forwarded-Host': 'evil.com' },
    { Accept: 'application/json' },
    { Accept: 'text/html;q=abc' },
    { 'Accept-Language': 'de-DE,zz;q=x' },
    { 'Accept-Encoding': 'gzip, br, zstd, *;q=0' },
    { Range: 'bytes=abc-def' },
    { 'If-None-Match': '"' + 'e'.repeat(500) },
    { 'If-Modified-Since': 'yesterday' },
    { 'Content-Type': 'application/json; charset=klingon' },
    { 'Content-Type': 'multipart/form-data; boundary=' },
    { 'Content-Type': 'text/plain' },
    { 'Apollo-Require-Preflight': 'true' },
    { 'Content-Length': 'abc' },
    { 'Content-Length': '-5' },
    { Expect: '100-continue-please' },
    { 'X-Requested-With': 'XMLHttpRequest' },
];

const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

const BODIES: Array<{ type: string; body: string | Buffer }> = [
    { type: 'application/json', body: '{"query": "{ activeOrder { id } "' },
    { type: 'application/json', body: '{"query": 42}' },
    { type: 'application/json', body: '[]' },
    { type: 'application/json', body: '[{"query":"{ __typename }"},{"query":"{ __typename }"}]' },
    { type: 'application/json', body: 'null' },
    { type: 'application/json', body: deep(5000) },
    { type: 'application/json', body: `{"query":"{ __typename }","variables":{"a":${deep(5000)}}}` },
    { type: 'application/json', body: `{"query":"{ __typename }","extensions":${deep(5000)}}` },
    { type: 'application/json', body: '{"query":"{ product(id: \\"abc\\") { id } }"}' },
    { type: 'application/json', body: '{"query":"query($id: ID!) { product(id: $id) { id } }","variables":{"id":{"$gt":""}}}' },
    { type: 'application/json', body: '{"query":"query($t: Int) { search(input: { take: $t }) { totalItems } }","variables":{"t":"many"}}' },
    { type: 'application/json', body: '{"query":"{ search(input: { take: -1 }) { totalItems } }"}' },
    { type: 'application/json', body: '{"query":"{ search(input: { term: \\"%\\\\u0000表带\\" }) { totalItems } }"}' },
    { type: 'application/json', body: '{"query":"mutation { addItemToOrder(productVariantId: \\"999999\\", quantity: 2147483647) { __typename } }"}' },
    { type: 'application/json', body: '{"query":"mutation { removeOrderLine(orderLineId: \\"-1\\") { __typename } }"}' },
    { type: 'application/json', body: '{"query":"{ a: activeChannel { code } ...F } fragment F on Query { ...F }"}' },
    { type: 'application/json', body: '{"query":"{ activeChannel { code } }","operationName":"Nope"}' },
    { type: 'application/json', body: '{"query":"query A { __typename } query B { __typename }"}' },
    { type: 'application/json', body: '{"__proto__":{"polluted":true},"query":"{ __typename }"}' },
    { type: 'application/json', body: '{"query":"{ __type(name: \\"Query\\") { fields { name } } }"}' },
    { type: 'application/json', body: `{"query":"${'{ a: __typename '.repeat(300)}${'}'.repeat(300)}"}` },
    { type: 'application/json', body: Buffer.from([0x7b, 0x22, 0x71, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
    { type: 'application/x-www-form-urlencoded', body: 'intent=add&productVariantId=abc&quantity=-3' },
    { type: 'application/x-www-form-urlencoded', body: 'intent=add&productVariantId=1&quantity=1e9' },
    { type: 'application/x-www-form-urlencoded', body: 'intent=remove&orderLineId=abc' },
    { type: 'application/x-www-form-urlencoded', body: 'intent=remove&orderLineId=99999999' },
    { type: 'application/x-www-form-urlencoded', body: 'locale=%ZZ&returnTo=%ZZ' },
    { type: 'application/x-www-form-urlencoded', body: 'locale=de&returnTo=/.//evil.com' },
    { type: 'application/x-www-form-urlencoded', body: '%%%&&&===' },
    { type: 'application/x-www-form-urlencoded', body: 'a[b][c][d][e]=1&a=2' },
    { type: 'multipart/form-data; boundary=XYZ', body: '--XYZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd' },
    { type: 'multipart/form-data; boundary=XYZ', body: '--XYZ--' },
    { type: 'text/plain', body: 'query={__typename}' },
    { type: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
    { type: 'application/octet-stream', body: Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37) % 256)) },
];

function queryString(r: Rng): string {
    if (r.chance(0.4)) return '';
    const parts = Array.from({ length: r.int(1, 4) }, () => `${r.pick(QUERY_KEYS)}=${r.pick(QUERY_VALUES)}`);
    return `?${parts.join('&')}`;
}

/** The `i`-th case of the run seeded with `seed`; `shopOrigin` is what the shop's own pages send as Origin. */
export function fuzzCase(seed: number, i: number, shopOrigin: string): FuzzCase {
    const r = createRng(seed * 100_003 + i);
    const target = r.chance(0.7) ? 'shop' : 'backend';
    // A body that stops short of its Content-Length, sent where a body is read: answered 408
    // after the servers' body timeout (10 s), so rare, or the run would mostly wait.
    if (r.chance(0.005)) {
        const b = r.pick(BODIES);
        return {
            target,
            request: {
                method: 'POST',
                path: r.pick(target === 'shop' ? READING_SHOP_PATHS : READING_BACKEND_PATHS),
                headers: { 'Content-Type': b.type, 'Content-Length': String(b.body.length + r.int(1, 1000)), Origin: shopOrigin },
                body: b.body,
            },
        };
    }
    const base = r.pick(target === 'shop' ? STOREFRONT_PATHS : BACKEND_PATHS);
    const method = r.pick(METHODS);
    const path = r.pick(PATH_BENDS)(base, r) + queryString(r);
    const headers: Record<string, string> = { ...r.pick(HEADER_BENDS) };
    if (r.chance(0.5)) headers.Cookie = Array.from({ length: r.int(1, 2) }, () => r.pick(COOKIES)).join('; ');
    // Half the posts come from the shop itself, so they reach the actions behind the origin check.
    if (!headers.Origin && r.chance(0.5)) headers.Origin = shopOrigin;
    let body: string | Buffer | undefined;
    if (method !== 'GET' && method !== 'HEAD' && r.chance(0.85)) {
        const b = r.pick(BODIES);
        body = b.body;
        if (!headers['Content-Type']) headers['Content-Type'] = b.type;
    }
    const chunked = body !== undefined && !headers['Content-Length'] && r.chance(0.1);
    // HTTP/1.0 lets a client leave out Host.
    if (r.chance(0.03)) return { target, request: { method, path, headers, body, chunked: false, version: '1.0', host: false } };
    return { target, request: { method, path, headers, body, chunked } };
}
