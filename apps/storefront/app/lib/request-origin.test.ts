import { describe, expect, it } from 'vitest';

import { isCrossSiteRequest, isDocumentRequest, isHttps } from './request-origin';

const SHOP = 'http://localhost:3000';

function req(method: string, headers: Record<string, string> = {}, url = `${SHOP}/api/locale`) {
    return new Request(url, { method, headers });
}

describe('isCrossSiteRequest', () => {
    it('lets reading requests through from anywhere', () => {
        expect(isCrossSiteRequest(req('GET', { Origin: 'https://attacker.example' }), [])).toBe(false);
        expect(isCrossSiteRequest(req('HEAD', { 'Sec-Fetch-Site': 'cross-site' }), [])).toBe(false);
    });

    it('lets the shop post to itself', () => {
        expect(isCrossSiteRequest(req('POST', { Origin: SHOP }), [])).toBe(false);
        expect(isCrossSiteRequest(req('POST', { 'Sec-Fetch-Site': 'same-origin' }), [])).toBe(false);
    });

    it('accepts the configured public origin behind a proxy that rewrites the Host', () => {
        const behindProxy = req('POST', { Origin: 'https://www.morvaux.cn' }, 'http://10.0.0.5:3000/api/bag');
        expect(isCrossSiteRequest(behindProxy, ['https://www.morvaux.cn'])).toBe(false);
    });

    it.each<Record<string, string>>([
        { Origin: 'https://attacker.example' },
        { Origin: 'http://localhost:3001' },
        { Origin: 'https://localhost:3000' },
        { Origin: 'null' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-site' },
    ])('refuses a post sent with %j', (headers) => {
        expect(isCrossSiteRequest(req('POST', headers), ['https://www.morvaux.cn'])).toBe(true);
        expect(isCrossSiteRequest(req('DELETE', headers), [])).toBe(true);
    });

    it('lets clients that are no browser post (no Origin, no Sec-Fetch-Site)', () => {
        expect(isCrossSiteRequest(req('POST'), [])).toBe(false);
    });
});

describe('isHttps', () => {
    it('reads the protocol the request arrived with', () => {
        expect(isHttps(new Request('https://www.morvaux.cn/'))).toBe(true);
        expect(isHttps(new Request('http://localhost:3000/'))).toBe(false);
    });
});

describe('isDocumentRequest', () => {
    const post = (headers: Record<string, string>) =>
        new Request('http://shop.test/api/bag', { method: 'POST', headers });

    it('is a plain form the browser navigates with', () => {
        expect(isDocumentRequest(post({ 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' }))).toBe(true);
    });

    it('is not the page script’s own request, whatever it accepts', () => {
        expect(isDocumentRequest(post({ 'Sec-Fetch-Mode': 'cors', Accept: '*/*' }))).toBe(false);
        expect(isDocumentRequest(post({ 'Sec-Fetch-Mode': 'same-origin', Accept: 'text/html' }))).toBe(false);
    });

    it('falls back on what an old browser asks for', () => {
        expect(isDocumentRequest(post({ Accept: 'text/html,application/xhtml+xml' }))).toBe(true);
        expect(isDocumentRequest(post({ Accept: '*/*' }))).toBe(false);
        expect(isDocumentRequest(post({}))).toBe(false);
    });
});
