import { CONTENT_BLOCK_TYPES, type ContentAsset, type ContentBlock, MAX_PRODUCT_ROW_SKUS } from '@maison/shared';

/**
 * The body of an entry as the Shop API serves it (a JSON scalar): the server has checked and
 * sanitised every block, so this only keeps what the renderer knows, and drops the rest
 * (a block of a type a newer server adds) rather than failing the page.
 */
export function readBlocks(value: unknown): ContentBlock[] {
    if (!Array.isArray(value)) return [];
    return value.filter(
        (block): block is ContentBlock =>
            typeof block === 'object' &&
            block !== null &&
            CONTENT_BLOCK_TYPES.some((type) => type === (block as { type?: unknown }).type),
    );
}

/** The skus the product rows of a body name, each once, in order; the server bounds each row. */
export function productSkus(blocks: readonly ContentBlock[]): string[] {
    const skus = blocks.flatMap((block) =>
        block.type === 'products' ? block.skus.slice(0, MAX_PRODUCT_ROW_SKUS) : [],
    );
    return [...new Set(skus)];
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size as people read it: 850 KB, 2.4 MB. */
export function fileSizeText(bytes: number, locale: string): string {
    let value = Math.max(0, bytes);
    let unit = 0;
    while (value >= 1024 && unit < UNITS.length - 1) {
        value /= 1024;
        unit += 1;
    }
    const digits = unit === 0 || value >= 10 ? 0 : 1;
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${UNITS[unit]}`;
}

const TYPE_NAMES: Record<string, string> = {
    'application/pdf': 'PDF',
    'application/zip': 'ZIP',
    'image/jpeg': 'JPEG',
    'image/png': 'PNG',
    'image/webp': 'WebP',
    'image/svg+xml': 'SVG',
    'video/mp4': 'MP4',
    'video/webm': 'WebM',
};

/** A file's type as a short label: PDF, JPEG, MP4, else the sub-type in capitals. */
export function fileTypeText(mimeType: string): string {
    return TYPE_NAMES[mimeType] ?? (mimeType.split('/')[1] ?? mimeType).toUpperCase();
}

/** A file an entry offers for download: its hero's original, its videos, its downloads. */
export interface OfferedFile {
    asset: ContentAsset;
    label: string;
}

/**
 * What a media item or a press release offers the press: the hero picture as it was uploaded,
 * each video and each file of its downloads, each once.
 */
export function offeredFiles(
    hero: (Omit<ContentAsset, 'src'> & { source: string }) | null,
    blocks: readonly ContentBlock[],
    heroLabel: string,
): OfferedFile[] {
    const files: OfferedFile[] = [];
    if (hero) files.push({ asset: { ...hero, src: hero.source }, label: heroLabel });
    for (const block of blocks) {
        if (block.type === 'video') files.push({ asset: block.asset, label: block.caption || block.asset.name });
        if (block.type === 'downloads') files.push(...block.files);
    }
    const seen = new Set<string>();
    return files.filter((f) => !seen.has(f.asset.src) && Boolean(seen.add(f.asset.src)));
}
