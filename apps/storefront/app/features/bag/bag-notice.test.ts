import { describe, expect, it } from 'vitest';

import { bagNoticeKey, withBagNotice, withoutBagNotice } from './bag-notice';

const known = ['INSUFFICIENT_STOCK_ERROR', 'INVALID'];

describe('bag notices of plain forms', () => {
    it('puts the outcome on the page address, keeping its own query and hash', () => {
        expect(withBagNotice('/watches/abysse/M1/', 'added')).toBe('/watches/abysse/M1/?bag=added');
        expect(withBagNotice('/watches?page=2#grid', 'INSUFFICIENT_STOCK_ERROR')).toBe(
            '/watches?page=2&bag=INSUFFICIENT_STOCK_ERROR#grid',
        );
        // Posted twice from the same page: one outcome, the last.
        expect(withBagNotice('/w?bag=added', 'INVALID')).toBe('/w?bag=INVALID');
    });

    it('reads back only the outcomes the shop writes', () => {
        const read = (query: string) => bagNoticeKey(new URLSearchParams(query), known);
        expect(read('bag=added')).toBe('bag.added');
        expect(read('bag=updated')).toBe('bag.updated');
        expect(read('bag=INSUFFICIENT_STOCK_ERROR')).toBe('bag.errors.INSUFFICIENT_STOCK_ERROR');
        expect(read('')).toBeUndefined();
        expect(read('bag=SOMETHING_ELSE')).toBeUndefined();
        expect(read('bag=common.pageTitle')).toBeUndefined();
        expect(read(`bag=${'A'.repeat(41)}`)).toBeUndefined();
    });
});

describe('withoutBagNotice', () => {
    it('takes the outcome off the address once shown, and nothing else', () => {
        expect(withoutBagNotice('http://shop.test/watches/a/M1?bag=added')).toBe('/watches/a/M1');
        expect(withoutBagNotice('http://shop.test/watches?page=2&bag=INVALID#grid')).toBe('/watches?page=2#grid');
        expect(withoutBagNotice('http://shop.test/watches?page=2')).toBeUndefined();
    });
});
