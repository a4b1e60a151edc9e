/**
 * Writes every file the demo content names into one folder, which the content seeder imports
 * from: pictures drawn from their names, the committed demo film, PDFs written from their
 * text. Existing files are kept, so a second start only writes what is missing.
 */
import { copyFile, mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

import type { DemoContentBlock, DemoContentEntry, DemoFileName } from './content-data.types';
import { contentDocument } from './content-documents';
import { DEMO_FILM_FILE, drawContentPicture } from './draw-content-picture';
import { writePdf } from './pdf-writer';

/** The folder of files committed with the package (the demo film): `files/` beside `src/` and `dist/`. */
export const PACKAGE_FILES_DIR = path.resolve(__dirname, '..', '..', 'files');

const JPEG_QUALITY = 82;
/** A plain file name: nothing that climbs out of the folder or names a subfolder. */
const FILE_NAME = /^[a-z0-9][a-z0-9._-]*\.(jpg|jpeg|mp4|pdf)$/i;

export interface RenderContentOptions {
    /** Pictures drawn at once; librsvg is CPU bound, so about one per core. */
    concurrency?: number;
}

function blockFiles(block: DemoContentBlock): DemoFileName[] {
    switch (block.type) {
        case 'picture':
            return [block.file];
        case 'gallery':
            return block.pictures.map((p) => p.file);
        case 'video':
            return block.poster ? [block.file, block.poster] : [block.file];
        case 'downloads':
            return block.files.map((f) => f.file);
        default:
            return [];
    }
}

/** Every file the entries name, each once, in the order first named. */
export function contentFileNames(entries: DemoContentEntry[]): DemoFileName[] {
    const names = new Set<DemoFileName>();
    for (const entry of entries) {
        if (entry.hero) names.add(entry.hero);
        for (const translation of Object.values(entry.translations)) {
            for (const block of translation.blocks) for (const file of blockFiles(block)) names.add(file);
        }
    }
    return [...names];
}

async function exists(file: string): Promise<boolean> {
    try {
        return (await stat(file)).size > 0;
    } catch {
        return false;
    }
}

async function produce(name: DemoFileName, target: string): Promise<void> {
    const ext = path.extname(name).toLowerCase();
    if (ext === '.mp4') {
        // The one film of the demo: any video an entry names is this film.
        await copyFile(path.join(PACKAGE_FILES_DIR, DEMO_FILM_FILE), target);
    } else if (ext === '.pdf') {
        await writeFile(target, writePdf(contentDocument(name)));
    } else {
        const { svg, width, height } = drawContentPicture(name);
        await sharp(Buffer.from(svg))
            .resize(width, height, { fit: 'fill' })
            .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
            .toFile(target);
    }
}

async function renderOne(name: DemoFileName, dir: string): Promise<boolean> {
    if (!FILE_NAME.test(name)) throw new Error(`demo content names a file it cannot make: ${name}`);
    const target = path.join(dir, name);
    if (await exists(target)) return false;
    // Written under a temporary name first, so an interrupted run never leaves a truncated
    // file that the next run would skip as done.
    const partial = `${target}.${process.pid}.partial`;
    try {
        await produce(name, partial);
        await rename(partial, target);
    } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
    }
    return true;
}

/** Writes every file the entries name into `dir`, skipping those already there. */
export async function renderContentFiles(
    entries: DemoContentEntry[],
    dir: string,
    opts: RenderContentOptions = {},
): Promise<{ written: number; skipped: number }> {
    await mkdir(dir, { recursive: true });
    const queue = contentFileNames(entries);
    const workers = Math.max(1, Math.floor(opts.concurrency ?? 2));
    let next = 0;
    let written = 0;
    let skipped = 0;
    const work = async (): Promise<void> => {
        while (next < queue.length) {
            const name = queue[next++];
            if (name === undefined) break;
            if (await renderOne(name, dir)) written++;
            else skipped++;
        }
    };
    await Promise.all(Array.from({ length: Math.min(workers, queue.length) }, work));
    return { written, skipped };
}
