import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './build-catalogue';
import type { SeedCatalogue } from './catalogue.types';
import { renderImages } from './render-images';

describe('renderImages', () => {
    it('writes JPEGs at their sizes once, then skips them', async () => {
        const full = buildCatalogue();
        const sub: SeedCatalogue = {
            facets: full.facets,
            collections: full.collections.filter((c) => c.code === 'heritage'),
            products: [
                full.products.find((p) => p.kind === 'watch'),
                full.products.find((p) => p.kind === 'buckle'),
            ].filter((p): p is NonNullable<typeof p> => p !== undefined),
        };
        const dir = await mkdtemp(path.join(tmpdir(), 'seed-images-'));
        try {
            const first = await renderImages(sub, dir);
            expect(first).toEqual({ written: 4, skipped: 0 });
            const files = (await readdir(dir)).sort();
            expect(files).toEqual([
                'banner-heritage.jpg',
                'buckle-B3A0001.jpg',
                'watch-M0A1001-angle.jpg',
                'watch-M0A1001-front.jpg',
            ]);
            const meta = await sharp(path.join(dir, 'watch-M0A1001-front.jpg')).metadata();
            expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 1200]);
            const banner = await sharp(path.join(dir, 'banner-heritage.jpg')).metadata();
            expect([banner.format, banner.width, banner.height]).toEqual(['jpeg', 1600, 700]);

            expect(await renderImages(sub, dir, { concurrency: 1 })).toEqual({ written: 0, skipped: 4 });
        } finally {
            await rm(dir, { recursive: true, force: true });
        }
    }, 30_000);
});
