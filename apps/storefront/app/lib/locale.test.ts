import { describe, expect, it } from 'vitest';

import { htmlLang, localeCookieHeader, localeFromCookieHeader } from './locale';

describe('locale', () => {
    it('reads the lang cookie and falls back to Chinese', () => {
        expect(localeFromCookieHeader('a=1; lang=de; b=2')).toBe('de');
        expect(localeFromCookieHeader('lang=fr')).toBe('zh');
        expect(localeFromCookieHeader(null)).toBe('zh');
        expect(localeFromCookieHeader('language=en')).toBe('zh');
    });
    it('keeps the choice for 365 days', () => {
        expect(localeCookieHeader('en')).toContain(`Max-Age=${365 * 24 * 3600}`);
        expect(localeCookieHeader('en')).toMatch(/^lang=en;/);
    });
    it('tags Chinese pages as simplified Chinese', () => {
        expect(htmlLang('zh')).toBe('zh-CN');
        expect(htmlLang('de')).toBe('de');
    });
});
