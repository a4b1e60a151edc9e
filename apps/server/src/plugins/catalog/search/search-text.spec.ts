import { describe, expect, it } from 'vitest';

import { normaliseSearchText, searchTextsOf } from './search-text';

describe('normaliseSearchText', () => {
    it('folds case and the accents of Latin letters', () => {
        for (const s of ['Étoile', 'étoile', 'ETOILE', 'etoile', 'E\u0301toile']) {
            expect(normaliseSearchText(s)).toBe('etoile');
        }
        expect(normaliseSearchText('Ä ä a')).toBe('a a a');
        expect(normaliseSearchText('Lünette Straße Maître')).toBe('lunette strasse maitre');
    });

    it('leaves no space next to a Chinese character, and keeps those between Latin words', () => {
        expect(normaliseSearchText('大师 陀飞轮 手动上链腕表')).toBe('大师陀飞轮手动上链腕表');
        expect(normaliseSearchText('腕表 40mm 玫瑰金')).toBe('腕表40mm玫瑰金');
        expect(normaliseSearchText('tour  billon\tMaître')).toBe('tour billon maitre');
    });

    it('unfolds full-width forms and keeps the marks of kana', () => {
        expect(normaliseSearchText('ＡＢＣ１２')).toBe('abc12');
        expect(normaliseSearchText('ガ')).toBe('ガ');
        expect(normaliseSearchText('soft\u00adhyphen zero\u200bwidth')).toBe('softhyphen zerowidth');
    });
});

describe('searchTextsOf', () => {
    it('keeps the fields apart, so that no word runs from one into the next', () => {
        const t = searchTextsOf({
            sku: 'MV-1',
            productName: 'Étoile',
            productVariantName: 'Étoile',
            description: 'Nuit',
        });
        expect(t.sku).toBe('mv-1');
        expect(t.name).toBe('etoile');
        expect(t.text).toContain('etoile');
        expect(t.text).not.toContain('etoilenuit');
        expect(t.text).not.toContain('etoile nuit');
        expect(t.names).not.toContain('nuit');
    });
});
