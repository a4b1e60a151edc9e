import { access, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DemoContent, DemoContentEntry } from './content-data.types';
import { demoContent } from './demo-content';
import { drawContentPicture, sceneFor } from './draw-content-picture';
import { mountains, sea } from './draw-scenes';
import { contentFileNames, PACKAGE_FILES_DIR, renderContentFiles } from './render-content-files';
import { seedDemoContent } from './seed-content';

/** Files as another section names them, which nothing here draws specifically. */
const others: DemoContentEntry[] = [
    {
        kind: 'news',
        path: 'boutique-opening-chengdu',
        hero: 'news-boutique-opening-chengdu.jpg',
        publishedAt: '2026-02-01T10:00:00+08:00',
        translations: Object.fromEntries(
            (['zh', 'en', 'de'] as const).map((lang) => [
                lang,
                {
                    title: 'T',
                    summary: 'S',
                    blocks: [{ type: 'downloads', files: [{ file: 'morvaux-annual-review-2026.pdf', label: 'PDF' }] }],
                },
            ]),
        ) as DemoContentEntry['translations'],
    },
];

const signature = (bytes: Buffer): string => {
    if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
    if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
    if (
        bytes.subarray(0, 8).toString('latin1') === '%PDF-1.4' &&
        bytes.toString('latin1').trimEnd().endsWith('%%EOF')
    ) {
        return 'pdf';
    }
    return 'unknown';
};
const expected = (file: string) => ({ '.jpg': 'jpeg', '.mp4': 'mp4', '.pdf': 'pdf' })[path.extname(file)];

describe('renderContentFiles', () => {
    const entries = [...demoContent().entries, ...others];
    // The seed's picture folder; content files go to its `content` folder, as seedShop puts them.
    let imageDir = '';
    let dir = '';
    beforeAll(async () => {
        imageDir = await mkdtemp(path.join(tmpdir(), 'content-files-'));
        dir = path.join(imageDir, 'content');
    });
    afterAll(async () => {
        await rm(imageDir, { recursive: true, force: true });
    });

    it('writes every file the entries name, as a real JPEG, MP4 or PDF, then skips them', async () => {
        const names = contentFileNames(entries);
        expect(names).toContain('news-boutique-opening-chengdu.jpg');
        expect(names).toContain('morvaux-annual-review-2026.pdf');
        expect(names).toContain('brand-balance-wheel.mp4');

        const first = await renderContentFiles(entries, dir);
        expect(first).toEqual({ written: names.length, skipped: 0 });
        for (const name of names) {
            const bytes = await readFile(path.join(dir, name));
            expect(signature(bytes), name).toBe(expected(name));
        }
        const hero = await sharp(path.join(dir, 'news-boutique-opening-chengdu.jpg')).metadata();
        expect([hero.format, hero.width, hero.height]).toEqual(['jpeg', 1600, 900]);
        const block = await sharp(path.join(dir, 'brand-manufacture-workshop.jpg')).metadata();
        expect([block.width, block.height]).toEqual([1200, 800]);
        const poster = await sharp(path.join(dir, 'brand-balance-wheel-poster.jpg')).metadata();
        expect([poster.width, poster.height]).toEqual([1280, 720]);
        const pdf = (await readFile(path.join(dir, 'morvaux-fact-sheet-anniversary-edition.pdf'))).toString('latin1');
        expect(pdf).toContain('Morvaux');
        expect(pdf).toContain('M0A1003');

        expect(await renderContentFiles(entries, dir, { concurrency: 1 })).toEqual({
            written: 0,
            skipped: names.length,
        });
    }, 60_000);

    it('hands the demo content to the seeder once every file it names is in the content folder', async () => {
        const calls: Array<{ data: DemoContent; fileDir: string; missing: string[] }> = [];
        const seeder = {
            async seedContent(data: DemoContent, fileDir: string) {
                const missing: string[] = [];
                for (const name of contentFileNames(data.entries)) {
                    await access(path.join(fileDir, name)).catch(() => missing.push(name));
                }
                calls.push({ data, fileDir, missing });
                return { entries: data.entries.length, assets: 7 };
            },
        };
        const result = await seedDemoContent(seeder, imageDir);
        expect(calls.length).toBe(1);
        expect(calls[0]?.fileDir).toBe(dir);
        expect(calls[0]?.missing).toEqual([]);
        expect(calls[0]?.data.entries.map((e) => `${e.kind} ${e.path}`)).toEqual(
            demoContent().entries.map((e) => `${e.kind} ${e.path}`),
        );
        expect(result.content).toEqual({ entries: demoContent().entries.length, assets: 7 });
    }, 60_000);

    it('refuses a file name that would leave the folder', async () => {
        const bad: DemoContentEntry = { ...(others[0] as DemoContentEntry), hero: '../escape.jpg' };
        await expect(renderContentFiles([bad], dir)).rejects.toThrow(/cannot make/);
    });
});

describe('content pictures', () => {
    it('draws a name the same way every time, and two names differently', () => {
        expect(drawContentPicture('news-a.jpg').svg).toBe(drawContentPicture('news-a.jpg').svg);
        expect(drawContentPicture('news-a.jpg').svg).not.toBe(drawContentPicture('news-b.jpg').svg);
    });

    it('chooses the scene from the words of the name', () => {
        expect(sceneFor('brand-le-locle-mountains.jpg')).toBe(mountains);
        expect(sceneFor('press-regatta-qingdao-sea.jpg')).toBe(sea);
    });
});

describe('the demo film', () => {
    it('is a small H.264 MP4 committed with the package', async () => {
        const file = path.join(PACKAGE_FILES_DIR, 'brand-balance-wheel.mp4');
        expect((await stat(file)).size).toBeLessThan(400 * 1024);
        const bytes = await readFile(file);
        expect(signature(bytes)).toBe('mp4');
        expect(bytes.includes(Buffer.from('avc1'))).toBe(true);
    });
});
