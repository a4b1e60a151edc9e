import { describe, expect, it } from 'vitest';

import { writePdf } from './pdf-writer';

const doc = (lines: Array<{ text: string }>) =>
    writePdf({ title: 'Fact sheet (draft)', author: 'Morvaux', date: '2026-03-12T02:00:00Z', lines });

describe('writePdf', () => {
    it('writes a PDF 1.4 whose cross-reference table points at each object', () => {
        const pdf = doc([{ text: 'Heritage Petite Seconde' }]).toString('latin1');
        expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
        const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
        expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
        const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
        expect(offsets.length).toBe(7);
        offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + 10)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
        const length = Number(/\/Length (\d+) >>\nstream\n/.exec(pdf)?.[1]);
        const start = pdf.indexOf('stream\n') + 'stream\n'.length;
        expect(pdf.slice(start + length, start + length + 10)).toBe('\nendstream');
    });

    it('breaks long text onto further pages', () => {
        const lines = Array.from({ length: 120 }, (_, i) => ({ text: `Line ${i} of the press kit` }));
        const pdf = doc(lines).toString('latin1');
        expect(pdf).toMatch(/\/Count [3-9] /);
        expect(pdf).toContain('(Line 119 of the press kit) Tj');
    });

    it('escapes parentheses and writes accents and typographic quotes in WinAnsi', () => {
        const pdf = doc([{ text: 'Côtes (de Genève) “1886–2026” 莫' }]);
        const text = pdf.toString('latin1');
        expect(text).toContain('\\(de Gen\xe8ve\\)');
        expect(text).toContain('\x931886\x962026\x94 ?');
        expect(text).toContain('/Title (Fact sheet \\(draft\\))');
    });
});
