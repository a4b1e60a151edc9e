import { ANALYTICS_MAX_BATCH_BYTES } from '@maison/shared';
import { describe, expect, it } from 'vitest';

import { excludedAddresses, isExcluded, screenBatch } from './collect.server';

const CHROME =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BATCH = JSON.stringify({
    visitor: 'visitor_abcdefghijkl',
    events: [{ kind: 'page_view', view: 'view_00000001', at: 1, path: '/', pageType: 'home' }],
});
const none = excludedAddresses('');

function post(
    body: string,
    {
        cookie = 'cookie_control_consent=true',
        type = 'application/json',
        userAgent = CHROME,
        address = '198.51.100.7',
    }: { cookie?: string; type?: string; userAgent?: string; address?: string } = {},
) {
    const headers = new Headers({ 'Content-Type': type, 'X-Forwarded-For': address });
    if (cookie) headers.set('Cookie', cookie);
    if (userAgent) headers.set('User-Agent', userAgent);
    return new Request('http://shop.test/api/analytics', { method: 'POST', headers, body });
}

describe('the storefront’s analytics endpoint', () => {
    it('hands on a consenting visitor’s batch as it came', async () => {
        expect(await screenBatch(post(BATCH), none)).toEqual({ kind: 'forward', json: BATCH });
        const typed = post(BATCH, { type: 'application/json; charset=utf-8' });
        expect((await screenBatch(typed, none)).kind).toBe('forward');
    });

    it('drops a batch without consent, after a decline, or from a browser left out', async () => {
        for (const cookie of [
            '',
            'cookie_control_consent=false',
            'cookie_control_consent=true; analytics_exclude=true',
        ]) {
            expect(await screenBatch(post(BATCH, { cookie }), none)).toEqual({ kind: 'drop' });
        }
    });

    it('drops robots’ batches and those without a browser', async () => {
        const spider = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';
        expect(await screenBatch(post(BATCH, { userAgent: spider }), none)).toEqual({ kind: 'drop' });
        expect(await screenBatch(post(BATCH, { userAgent: '' }), none)).toEqual({ kind: 'drop' });
    });

    it('drops batches from the networks left out', async () => {
        const staff = excludedAddresses('203.0.113.0/24, 2001:db8::1');
        expect(await screenBatch(post(BATCH, { address: '203.0.113.40' }), staff)).toEqual({ kind: 'drop' });
        expect(await screenBatch(post(BATCH, { address: '2001:db8::1' }), staff)).toEqual({ kind: 'drop' });
        expect(await screenBatch(post(BATCH, { address: '::ffff:203.0.113.9' }), staff)).toEqual({ kind: 'drop' });
        expect((await screenBatch(post(BATCH, { address: '203.0.114.1' }), staff)).kind).toBe('forward');
        expect(isExcluded(staff, null)).toBe(false);
    });

    it('refuses what is no JSON batch, and one too large', async () => {
        expect(await screenBatch(post(BATCH, { type: 'text/plain' }), none)).toEqual({
            kind: 'refuse',
            code: 'INVALID',
        });
        expect(await screenBatch(post('{"visitor":'), none)).toEqual({ kind: 'refuse', code: 'INVALID' });
        const noBatch = JSON.stringify({ visitor: 'short', events: [] });
        expect(await screenBatch(post(noBatch), none)).toEqual({ kind: 'refuse', code: 'INVALID' });
        const large = JSON.stringify({
            visitor: 'visitor_abcdefghijkl',
            events: [],
            pad: 'x'.repeat(ANALYTICS_MAX_BATCH_BYTES),
        });
        expect(await screenBatch(post(large), none)).toEqual({ kind: 'refuse', code: 'ANALYTICS_BATCH_TOO_LARGE' });
    });

    it('takes only addresses and ranges to leave out', () => {
        expect(() => excludedAddresses('10.0.0.0/8,::1')).not.toThrow();
        for (const bad of ['office', '10.0.0.0/33', '10.0.0.1/8/2', '10.0.0.0/x']) {
            expect(() => excludedAddresses(bad)).toThrow(/ANALYTICS_EXCLUDE_ADDRESSES/);
        }
    });
});
