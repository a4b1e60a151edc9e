import { describe, expect, it } from 'vitest';

import { readForm } from './read-form';

const post = (body: string, type: string) =>
    new Request('http://shop.test/api/locale', { method: 'POST', body, headers: { 'content-type': type } });

describe('readForm', () => {
    it('reads a posted form', async () => {
        const form = await readForm(post('locale=en&returnTo=%2Fwatches', 'application/x-www-form-urlencoded'));
        expect(form?.get('locale')).toBe('en');
        expect(form?.get('returnTo')).toBe('/watches');
    });

    it('gives undefined for a body that is no form, so the action can answer 400', async () => {
        expect(await readForm(post('{"locale":"en"}', 'application/json'))).toBeUndefined();
        expect(await readForm(post('garbage', 'multipart/form-data; boundary=x'))).toBeUndefined();
    });
});
