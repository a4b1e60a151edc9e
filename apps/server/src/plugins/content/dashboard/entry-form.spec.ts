import { describe, expect, it } from 'vitest';

import { beijingTime, blockItem, createInput, fromBeijingInput, parseTags, toBeijingInput, toForm } from './entry-form';
import { parseFieldRef } from './field-ref';
import { blocksAsLines, sideBySide } from './text-diff';

describe('the content entry form', () => {
    it('sends the languages that have a title, with their blocks trimmed, and a kind’s own fields only for it', () => {
        const form = toForm(null, 'news');
        form.path = ' watchmaking-days ';
        form.tags = '工坊，活动, 工坊 ,';
        form.documentVersion = '2027-01';
        form.translations.zh = {
            ...form.translations.zh,
            title: ' 开放日 ',
            blocks: [
                blockItem({ type: 'products', title: '', skus: ['MV-001', ' ', ' MV-002 '] }),
                blockItem({ type: 'cta', label: ' 预约 ', href: ' /appointment ' }),
            ],
        };
        form.translations.de = { ...form.translations.de, summary: 'Ohne Titel' };
        expect(createInput(form)).toEqual({
            kind: 'news',
            path: 'watchmaking-days',
            tags: ['工坊', '活动'],
            heroAssetId: null,
            documentVersion: null,
            mediaType: null,
            series: null,
            position: 0,
            translations: [
                {
                    languageCode: 'zh',
                    title: '开放日',
                    summary: '',
                    seoTitle: '',
                    seoDescription: '',
                    blocks: [
                        { type: 'products', title: '', skus: ['MV-001', 'MV-002'] },
                        { type: 'cta', label: '预约', href: '/appointment' },
                    ],
                },
            ],
        });
        expect(parseTags('a、b,，a')).toEqual(['a', 'b']);
    });

    it('reads and shows a publication time in Beijing, whatever the browser’s time zone', () => {
        expect(fromBeijingInput('2027-02-10T09:30')?.toISOString()).toBe('2027-02-10T01:30:00.000Z');
        expect(fromBeijingInput('2027-02-10')).toBeUndefined();
        expect(beijingTime('2027-02-09T17:05:00.000Z')).toBe('2027-02-10 01:05');
        expect(toBeijingInput(new Date('2027-02-09T17:05:00.000Z'))).toBe('2027-02-10T01:05');
    });
});

describe('a refused field', () => {
    it('is found by its language, by its place in the input, and by its block', () => {
        expect(parseFieldRef('path', ['zh'])).toEqual({ name: 'path', language: undefined, blockIndex: undefined });
        expect(parseFieldRef('translations.1.title', ['zh', 'de'])).toMatchObject({ name: 'title', language: 'de' });
        expect(parseFieldRef('translations.0.blocks.2.href', ['en'])).toMatchObject({
            name: 'href',
            language: 'en',
            blockIndex: 2,
        });
        expect(parseFieldRef('translations.zh.blocks.0', [])).toMatchObject({ language: 'zh', blockIndex: 0 });
        expect(parseFieldRef(null, [])).toBeUndefined();
    });
});

describe('comparing a revision with the draft', () => {
    it('reads a body as lines of text, a paragraph each, assets by id', () => {
        expect(
            blocksAsLines([
                {
                    type: 'richText',
                    html: '<h2>Le Locle</h2><p>Since 1886 &amp; <strong>still</strong></p><ul><li>one</li></ul>',
                },
                { type: 'picture', assetId: '7', alt: 'Workshop' },
                { type: 'cta', label: 'Book', href: '/appointment' },
            ]),
        ).toEqual(['Le Locle', 'Since 1886 & still', 'one', '[picture #7] Workshop', '[Book](/appointment)']);
    });

    it('sets lines side by side: shared ones together, a changed one beside its old self, added and removed ones marked', () => {
        expect(sideBySide(['a', 'b', 'c', 'd'], ['a', 'B', 'c', 'e', 'f'])).toEqual([
            { left: 'a', right: 'a', changed: false },
            { left: 'b', right: 'B', changed: true },
            { left: 'c', right: 'c', changed: false },
            { left: 'd', right: 'e', changed: true },
            { left: undefined, right: 'f', changed: true },
        ]);
        expect(sideBySide(['x'], [])).toEqual([{ left: 'x', right: undefined, changed: true }]);
    });
});
