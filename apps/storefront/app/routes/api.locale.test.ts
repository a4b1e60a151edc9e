import { describe, expect, it } from 'vitest';

import { safeReturnPath } from './api.locale';

describe('safeReturnPath', () => {
    it('keeps same-site paths and drops anything that could leave the site', () => {
        expect(safeReturnPath('/watches?page=2')).toBe('/watches?page=2');
        expect(safeReturnPath('//evil.example/')).toBe('/');
        expect(safeReturnPath('https://evil.example/')).toBe('/');
        expect(safeReturnPath(null)).toBe('/');
    });
});
