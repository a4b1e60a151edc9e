import type { ContentBlockInput, ContentKind, MediaType } from '@maison/shared';
import type { LanguageCode } from '@vendure/core';

/** One language's texts of an entry, as saved in a revision. */
export interface ContentTranslationSnapshot {
    languageCode: LanguageCode;
    title: string;
    summary: string;
    seoTitle: string;
    seoDescription: string;
    blocks: ContentBlockInput[];
}

/** The whole entry as one save left it: what a revision keeps, and what publishing makes live. */
export interface ContentSnapshot {
    path: string;
    tags: string[];
    heroAssetId: string | null;
    documentVersion: string | null;
    mediaType: MediaType | null;
    series: string | null;
    position: number;
    translations: ContentTranslationSnapshot[];
}

/** What a revision records the save as. */
export const REVISION_ACTIONS = ['saved', 'published', 'scheduled', 'unpublished', 'archived', 'restored'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** The content plugin's options. */
export interface ContentPluginOptions {
    /** The shop's public address (PUBLIC_URL): the base of a draft's preview link. */
    publicUrl: string;
}

/** The kind and path or slug an entry is asked for by. */
export interface ContentAddress {
    kind: ContentKind;
    path: string;
}
