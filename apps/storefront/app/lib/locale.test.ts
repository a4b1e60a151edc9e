import { describe, expect, it } from 'vitest';

import { htmlLang, localeCookieHeader, localeFromCookieHeader } from './locale';

describe('locale', () => {
    it('reads the lang cookie and falls back to Chinese', () => {
        expect(localeFromCookieHeader('a=1; lang=de; b=2')).toBe('de');
        expect(localeFromCookieHeader('lang=fr')).toBe('zh');
        expect(localeFromCookieHeader(null)).toBe('zh');
        expect(localeFromCookieHeader('language=en')).toBe('zh');
    });
    it('reads a cookie that is not valid percent-encoding as no choice, without throwing', () => {
        expect(localeFromCookieHeader('lang=%ZZ')).toBe('zh');
        expect(localeFromCookieHeader('lang=%E0%A4%A; other=1')).toBe('zh');
        expect(localeFromCookieHeader('x=%ZZ; lang=en')).toBe('en');
    });
    it('keeps the choice for 365 days, Secure over HTTPS only', () => {
        expect(localeCookieHeader('en', false)).toContain(`Max-Age=${365 * 24 * 3600}`);
        expect(localeCookieHeader('en', false)).toMatch(/^lang=en;/);
        expect(localeCookieHeader('en', false)).not.toMatch(/Secure/);
        expect(localeCookieHeader('en', true)).toMatch(/; Secure$/);
    });
    it('tags Chinese pages as simplified Chinese', () => {
        expect(htmlLang('zh')).toBe('zh-CN');
        expect(htmlLang('de')).toBe('de');
    });
});
