import type { ContentAsset, ContentBlock } from '@maison/shared';
import { describe, expect, it } from 'vitest';

import { fileSizeText, fileTypeText, offeredFiles, productSkus, readBlocks } from './blocks';

const asset = (id: string, mimeType = 'image/jpeg'): ContentAsset => ({
    id,
    src: `/assets/source/${id}`,
    name: `${id}.bin`,
    mimeType,
    width: 10,
    height: 10,
    fileSize: 2048,
});

describe('blocks', () => {
    it('keeps the blocks it can render and drops the rest', () => {
        const blocks = readBlocks([
            { type: 'richText', html: '<p>x</p>' },
            { type: 'carousel', items: [] },
            null,
            'text',
            { type: 'quote', text: 'q', cite: '' },
        ]);
        expect(blocks.map((b) => b.type)).toEqual(['richText', 'quote']);
        expect(readBlocks({ type: 'richText' })).toEqual([]);
    });

    it('collects the product rows’ skus once each', () => {
        const blocks: ContentBlock[] = [
            { type: 'products', title: '', skus: ['A', 'B'] },
            { type: 'richText', html: '' },
            { type: 'products', title: '', skus: ['B', 'C'] },
        ];
        expect(productSkus(blocks)).toEqual(['A', 'B', 'C']);
    });

    it('offers the hero’s original, the videos and the downloads, each once', () => {
        const video = asset('film', 'video/mp4');
        const pdf = asset('kit', 'application/pdf');
        const files = offeredFiles(
            { ...asset('hero'), source: '/assets/source/hero-original.jpg' },
            [
                { type: 'video', asset: video, poster: null, caption: 'Film' },
                {
                    type: 'downloads',
                    title: '',
                    files: [
                        { asset: pdf, label: 'Kit' },
                        { asset: video, label: 'Again' },
                    ],
                },
            ],
            'Original',
        );
        expect(files.map((f) => [f.label, f.asset.src])).toEqual([
            ['Original', '/assets/source/hero-original.jpg'],
            ['Film', '/assets/source/film'],
            ['Kit', '/assets/source/kit'],
        ]);
    });

    it('names file sizes and types as people read them', () => {
        expect(fileSizeText(900, 'en')).toBe('900 B');
        expect(fileSizeText(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
        expect(fileSizeText(2.5 * 1024 * 1024, 'de')).toBe('2,5 MB');
        expect(fileSizeText(15 * 1024, 'en')).toBe('15 KB');
        expect(fileTypeText('application/pdf')).toBe('PDF');
        expect(fileTypeText('image/tiff')).toBe('TIFF');
    });
});
