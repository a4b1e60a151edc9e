import { gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { createNonce } from './content-security-policy.server';
import { fillNonce, toNonceTemplate } from './nonce-template';
import { acceptsGzip, PageBody } from './page-body.server';

const rendered = 'abcdefghijklmnopqrstuv==';
const html = [
    '<!DOCTYPE html><html lang="zh-CN"><head>',
    `<script nonce="${rendered}">window.__a = 1</script>`,
    '</head><body><h1>时间的匠心</h1>',
    '<p>'.concat('表带 strap '.repeat(5_000), '</p>'),
    `<script nonce="${rendered}">window.__b = 2</script></body></html>`,
].join('');

describe('PageBody', () => {
    const template = toNonceTemplate(html, rendered);
    const body = PageBody.of(template);

    it('gives the page with a fresh nonce, plain', () => {
        const nonce = createNonce();
        expect(body.plain(nonce).toString('utf8')).toBe(fillNonce(template, nonce));
    });

    it('gives the same page gzipped, which any gzip decoder reads back whole', () => {
        const nonce = createNonce();
        const gz = body.gzip(nonce);
        expect(gunzipSync(gz).toString('utf8')).toBe(fillNonce(template, nonce));
        expect(gz.length).toBeLessThan(Buffer.byteLength(html) / 5);
    });

    it('makes a valid stream of a page without a nonce, or that starts or ends with one', () => {
        for (const text of ['<p>no script</p>', `${rendered}<p>x</p>${rendered}`, '']) {
            const t = toNonceTemplate(text, rendered);
            const nonce = createNonce();
            expect(gunzipSync(PageBody.of(t).gzip(nonce)).toString('utf8')).toBe(fillNonce(t, nonce));
        }
    });
});

describe('acceptsGzip', () => {
    it('reads the header as browsers and clients send it', () => {
        expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
        expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
        expect(acceptsGzip('*')).toBe(true);
        expect(acceptsGzip('gzip;q=0')).toBe(false);
        expect(acceptsGzip('identity')).toBe(false);
        expect(acceptsGzip('br')).toBe(false);
        expect(acceptsGzip(null)).toBe(false);
    });
});
