/**
 * Draws every picture of the catalogue (product images and collection banners) to JPEG files.
 * Existing files are kept, so re-running a seed only draws what is missing.
 */
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { SeedCatalogue, SeedImage } from './catalogue.types';
import { collectionBanner } from './catalogue-collections';
import { drawImage } from './draw-image';

export interface RenderOptions {
    /** Pictures drawn at once; librsvg is CPU bound, so about one per core. */
    concurrency?: number;
}

const JPEG_QUALITY = 82;

/** Product images first, then banners; one entry per file name. */
export function catalogueImages(catalogue: SeedCatalogue): SeedImage[] {
    const byFile = new Map<string, SeedImage>();
    for (const product of catalogue.products) for (const image of product.images) byFile.set(image.file, image);
    for (const collection of catalogue.collections) {
        const banner = collectionBanner(collection);
        byFile.set(banner.file, banner);
    }
    return [...byFile.values()];
}

async function exists(file: string): Promise<boolean> {
    try {
        return (await stat(file)).size > 0;
    } catch {
        return false;
    }
}

async function renderOne(image: SeedImage, outDir: string): Promise<boolean> {
    const target = path.join(outDir, image.file);
    if (await exists(target)) return false;
    const { svg, width, height } = drawImage(image.spec);
    // Written under a temporary name first, so an interrupted run never leaves a truncated
    // file that the next run would skip as done.
    const partial = `${target}.${process.pid}.partial`;
    try {
        await sharp(Buffer.from(svg))
            .resize(width, height, { fit: 'fill' })
            .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
            .toFile(partial);
        await rename(partial, target);
    } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
    }
    return true;
}

export async function renderImages(
    catalogue: SeedCatalogue,
    outDir: string,
    opts: RenderOptions = {},
): Promise<{ written: number; skipped: number }> {
    await mkdir(outDir, { recursive: true });
    const queue = catalogueImages(catalogue);
    const workers = Math.max(1, Math.floor(opts.concurrency ?? 2));
    let next = 0;
    let written = 0;
    let skipped = 0;
    const work = async (): Promise<void> => {
        while (next < queue.length) {
            const image = queue[next++];
            if (!image) break;
            if (await renderOne(image, outDir)) written++;
            else skipped++;
        }
    };
    await Promise.all(Array.from({ length: Math.min(workers, queue.length) }, work));
    return { written, skipped };
}
