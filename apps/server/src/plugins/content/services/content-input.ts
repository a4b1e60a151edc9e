import {
    CONTENT_HTML_MAX_LENGTH,
    CONTENT_PATH_MAX_LENGTH,
    CONTENT_PATH_PATTERN,
    CONTENT_SEO_DESCRIPTION_MAX_LENGTH,
    CONTENT_SEO_TITLE_MAX_LENGTH,
    CONTENT_SLUG_PATTERN,
    CONTENT_SUMMARY_MAX_LENGTH,
    CONTENT_TAG_MAX_LENGTH,
    CONTENT_TEXT_MAX_LENGTH,
    CONTENT_TITLE_MAX_LENGTH,
    type ContentBlockInput,
    type ContentKind,
    isBrandWildcardPath,
    isServiceContentPagePath,
    isSafeContentHref,
    LOCALES,
    MAX_CONTENT_BLOCKS,
    MAX_CONTENT_TAGS,
    MAX_DOWNLOADS,
    MAX_GALLERY_PICTURES,
    MAX_PRODUCT_ROW_SKUS,
    MEDIA_TYPES,
    PATH_CONTENT_KINDS,
} from '@maison/shared';
import type { LanguageCode } from '@vendure/core';
import { z } from 'zod';

import type { ContentSnapshot } from '../types';
import { plainContentText, sanitizeContentBlock } from './content-text';

/**
 * An asset's id as the dashboard sends it (a number or a string), kept as a string: the shop's
 * ids are whole numbers, and anything else compared with the integer column fails in PostgreSQL.
 */
const assetId = z
    .union([z.string().regex(/^[1-9][0-9]{0,14}$/), z.number().int().positive().max(Number.MAX_SAFE_INTEGER)])
    .transform(String);
/**
 * A text field, made plain as it is read: a length it must have is checked on what is left, so
 * a title of nothing but markup is refused rather than kept empty.
 */
const plain = (max: number) => z.string().max(max).transform(plainContentText);
const requiredPlain = (max: number) => plain(max).pipe(z.string().min(1));
const optionalPlain = (max: number) =>
    z
        .string()
        .max(max)
        .nullish()
        .transform((t) => plainContentText(t));
const text = requiredPlain(CONTENT_TEXT_MAX_LENGTH);
const optionalText = optionalPlain(CONTENT_TEXT_MAX_LENGTH);
const picture = z.object({ assetId, alt: optionalText, caption: optionalText });

const block = z.discriminatedUnion('type', [
    z.object({ type: z.literal('richText'), html: z.string().max(CONTENT_HTML_MAX_LENGTH) }),
    picture.extend({ type: z.literal('picture') }),
    z.object({ type: z.literal('gallery'), pictures: z.array(picture).min(1).max(MAX_GALLERY_PICTURES) }),
    z.object({
        type: z.literal('video'),
        assetId,
        posterAssetId: assetId.nullish().transform((id) => id ?? undefined),
        caption: optionalText,
    }),
    z.object({ type: z.literal('quote'), text, cite: optionalText }),
    z.object({
        type: z.literal('products'),
        title: optionalText,
        skus: z.array(z.string().min(1).max(64)).min(1).max(MAX_PRODUCT_ROW_SKUS),
    }),
    z.object({
        type: z.literal('cta'),
        label: text,
        href: z.string().refine(isSafeContentHref, 'not a link the shop allows'),
    }),
    z.object({
        type: z.literal('downloads'),
        title: optionalText,
        files: z
            .array(z.object({ assetId, label: text }))
            .min(1)
            .max(MAX_DOWNLOADS),
    }),
]);

const translation = z.object({
    languageCode: z.enum(LOCALES),
    title: requiredPlain(CONTENT_TITLE_MAX_LENGTH),
    summary: optionalPlain(CONTENT_SUMMARY_MAX_LENGTH),
    seoTitle: optionalPlain(CONTENT_SEO_TITLE_MAX_LENGTH),
    seoDescription: optionalPlain(CONTENT_SEO_DESCRIPTION_MAX_LENGTH),
    blocks: z.array(block).max(MAX_CONTENT_BLOCKS).nullish(),
});

/**
 * A tag: shown to visitors and matched with LIKE, so none of LIKE's wildcards or the column's
 * delimiter; in lower case, as it is asked for, since LIKE ignores case in SQLite and not in PostgreSQL.
 */
const tag = z
    .string()
    .trim()
    .min(1)
    .max(CONTENT_TAG_MAX_LENGTH)
    .regex(/^[^|%_\\<>]+$/)
    .transform((t) => t.toLowerCase());

const snapshot = z.object({
    path: z.string().max(CONTENT_PATH_MAX_LENGTH),
    tags: z.array(tag).max(MAX_CONTENT_TAGS),
    heroAssetId: assetId.nullish().transform((id) => id ?? null),
    documentVersion: z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/)
        .nullish()
        .transform((v) => v ?? null),
    mediaType: z
        .enum(MEDIA_TYPES)
        .nullish()
        .transform((v) => v ?? null),
    series: z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]{0,63}$/)
        .nullish()
        .transform((v) => v ?? null),
    position: z.number().int().min(0).max(100_000),
    translations: z.array(translation).min(1).max(LOCALES.length),
});

/** An entry's fields as staff send them, before they are checked. */
export interface ContentSnapshotInput {
    path: string;
    tags: readonly string[];
    heroAssetId?: string | number | null;
    documentVersion?: string | null;
    mediaType?: string | null;
    series?: string | null;
    position: number;
    translations: ReadonlyArray<{
        languageCode: string;
        title: string;
        summary?: string | null;
        seoTitle?: string | null;
        seoDescription?: string | null;
        blocks?: unknown;
    }>;
}

export type ContentInputCheck = { snapshot: ContentSnapshot } | { field: string };

/** Whether `path` has the shape its kind needs: under a brand wildcard, one segment, or a slug. */
export function contentPathProblem(kind: ContentKind, path: string): boolean {
    if (!PATH_CONTENT_KINDS.includes(kind)) return !CONTENT_SLUG_PATTERN.test(path);
    if (!CONTENT_PATH_PATTERN.test(path)) return true;
    if (kind === 'page') return !isBrandWildcardPath(path) && !isServiceContentPagePath(path);
    if (kind === 'campaign') return path.lastIndexOf('/') !== 0;
    return false;
}

/**
 * The entry checked against the shared limits and made safe: the first wrong field (a dotted
 * path into the input, `translations.0.blocks.2.href`), or the snapshot a revision keeps, with
 * its HTML sanitised and its texts plain. Assets are checked by the caller, which can read them.
 */
export function checkContentInput(kind: ContentKind, input: ContentSnapshotInput): ContentInputCheck {
    const parsed = snapshot.safeParse(input);
    if (!parsed.success) return { field: parsed.error.issues[0]?.path.join('.') || 'input' };
    const value = parsed.data;
    if (value.path.length === 0 || contentPathProblem(kind, value.path)) return { field: 'path' };
    if (kind === 'media' && !value.mediaType) return { field: 'mediaType' };
    // A legal text is a document a member accepts by its version: one without could not be named in a consent.
    if (kind === 'legal' && !value.documentVersion) return { field: 'documentVersion' };
    const languages = value.translations.map((t) => t.languageCode);
    if (new Set(languages).size !== languages.length) return { field: 'translations' };
    if (!languages.includes('zh')) return { field: 'translations' };
    const tags = [...new Set(value.tags)];
    return {
        snapshot: {
            path: value.path,
            tags,
            heroAssetId: value.heroAssetId,
            documentVersion: value.documentVersion,
            mediaType: value.mediaType,
            series: value.series,
            position: value.position,
            // In the shop's order of languages, whichever order staff saved them in.
            translations: [...value.translations]
                .sort((a, b) => LOCALES.indexOf(a.languageCode) - LOCALES.indexOf(b.languageCode))
                .map((t) => ({
                    languageCode: t.languageCode as LanguageCode,
                    title: t.title,
                    summary: t.summary,
                    seoTitle: t.seoTitle,
                    seoDescription: t.seoDescription,
                    blocks: (t.blocks ?? [])
                        .map((b) => sanitizeContentBlock(b as ContentBlockInput))
                        .filter((b): b is ContentBlockInput => b !== undefined),
                })),
        },
    };
}
