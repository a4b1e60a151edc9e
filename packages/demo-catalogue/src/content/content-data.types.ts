import type { ContentKind, MediaType } from '@maison/shared';

import type { SeedLanguage } from '../catalogue.types';

/**
 * A file the demo content uses, by its name in the seed's file folder: a picture drawn
 * locally, the demo video and its poster, a generated PDF. The server imports each once as a
 * Vendure asset and refers to it by id.
 */
export type DemoFileName = string;

/** A block as the demo writes it: ContentBlockInput (packages/shared) with files by name, not asset id. */
export type DemoContentBlock =
    | { type: 'richText'; html: string }
    | { type: 'picture'; file: DemoFileName; alt?: string; caption?: string }
    | { type: 'gallery'; pictures: Array<{ file: DemoFileName; alt?: string; caption?: string }> }
    | { type: 'video'; file: DemoFileName; poster?: DemoFileName; caption?: string }
    | { type: 'quote'; text: string; cite?: string }
    | { type: 'products'; title?: string; skus: string[] }
    | { type: 'cta'; label: string; href: string }
    | { type: 'downloads'; title?: string; files: Array<{ file: DemoFileName; label: string }> };

export interface DemoContentTranslation {
    title: string;
    summary: string;
    seoTitle?: string;
    seoDescription?: string;
    blocks: DemoContentBlock[];
}

export interface DemoContentEntry {
    kind: ContentKind;
    /** A storefront path for page, legal and campaign; a slug for news, press and media. */
    path: string;
    tags?: string[];
    hero?: DemoFileName;
    /** Legal documents: the version a consent names. */
    documentVersion?: string;
    mediaType?: MediaType;
    /** The history's parts, the anniversary's sub-pages: entries of a series in their order. */
    series?: string;
    position?: number;
    /** ISO 8601: the date the entry was first published (demo articles span two years). */
    publishedAt: string;
    translations: Record<SeedLanguage, DemoContentTranslation>;
}

export interface DemoContent {
    entries: DemoContentEntry[];
}

export interface ContentSeedResult {
    entries: number;
    assets: number;
}

/**
 * What loads the demo content into a shop: the server's content plugin, which the demo package
 * cannot import, hands it to seedShop. `fileDir` holds every file the entries name, written by
 * the demo package before the seeder is called.
 */
export interface ContentSeeder {
    seedContent(data: DemoContent, fileDir: string): Promise<ContentSeedResult>;
}
