import { describe, expect, it } from 'vitest';

import { createNonce } from './content-security-policy.server';
import { fillNonce, nonceOfPolicy, toNonceTemplate } from './nonce-template';

describe('nonce template', () => {
    const rendered = 'abcdefghijklmnopqrstuv==';
    const html = `<script nonce="${rendered}">a()</script><p>text</p><script nonce="${rendered}">b()</script>`;

    it('puts a fresh nonce wherever the rendered one stood, and nowhere else', () => {
        const template = toNonceTemplate(html, rendered);
        const fresh = createNonce();
        const page = fillNonce(template, fresh);
        expect(page).not.toContain(rendered);
        expect(page.split(`nonce="${fresh}"`)).toHaveLength(3);
        expect(page).toContain('<p>text</p>');
        expect(fillNonce(template, rendered)).toBe(html);
    });

    it('gives two answers two different nonces', () => {
        const template = toNonceTemplate(html, rendered);
        expect(fillNonce(template, createNonce())).not.toBe(fillNonce(template, createNonce()));
    });

    it('refuses a nonce short enough to occur in a page by chance', () => {
        expect(() => toNonceTemplate(html, 'abc')).toThrow();
    });

    it('reads the nonce from a policy', () => {
        const nonce = createNonce();
        expect(nonceOfPolicy(`default-src 'self'; script-src 'self' 'nonce-${nonce}'`)).toBe(nonce);
        expect(nonceOfPolicy("script-src 'self'")).toBeUndefined();
        expect(nonceOfPolicy(null)).toBeUndefined();
    });
});
