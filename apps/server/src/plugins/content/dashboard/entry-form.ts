import {
    type ContentBlockInput,
    type ContentBlockType,
    type ContentKind,
    type ContentState,
    type MediaType,
    shopClock,
    shopInstant,
} from '@maison/shared';

import { type Language, LANGUAGES } from './languages';

/** An entry's page as staff edit it, and how it becomes the Admin API's input. */

export interface AssetRef {
    id: string;
    name: string;
    preview: string;
}

export interface TranslationData {
    languageCode: string;
    title: string;
    summary: string;
    seoTitle: string;
    seoDescription: string;
    blocks: ContentBlockInput[];
}

export interface EntryData {
    id: string;
    updatedAt: string;
    kind: ContentKind;
    state: ContentState;
    path: string;
    livePath: string | null;
    tags: string[];
    heroAsset: AssetRef | null;
    documentVersion: string | null;
    mediaType: MediaType | null;
    series: string | null;
    position: number;
    translations: TranslationData[];
    publishAt: string | null;
    publishedAt: string | null;
    hasUnpublishedChanges: boolean;
}

export const ENTRY_FIELDS = `
    id
    updatedAt
    kind
    state
    path
    livePath
    tags
    heroAsset {
        id
        name
        preview
    }
    documentVersion
    mediaType
    series
    position
    translations {
        languageCode
        title
        summary
        seoTitle
        seoDescription
        blocks
    }
    publishAt
    publishedAt
    hasUnpublishedChanges
`;

/** A block in the form, with a key of its own so that moving it keeps its editor. */
export interface BlockItem {
    key: string;
    block: ContentBlockInput;
}

export interface TranslationForm {
    title: string;
    summary: string;
    seoTitle: string;
    seoDescription: string;
    blocks: BlockItem[];
}

export interface EntryForm {
    kind: ContentKind;
    path: string;
    /** As typed: tags apart by commas. */
    tags: string;
    hero: AssetRef | null;
    documentVersion: string;
    mediaType: MediaType;
    series: string;
    position: string;
    translations: Record<Language, TranslationForm>;
}

let lastKey = 0;
export function blockItem(block: ContentBlockInput): BlockItem {
    lastKey += 1;
    return { key: `block-${lastKey}`, block };
}

/** A new block of the type, empty. */
export function emptyBlock(type: ContentBlockType): ContentBlockInput {
    switch (type) {
        case 'richText':
            return { type, html: '' };
        case 'picture':
            return { type, assetId: '', alt: '', caption: '' };
        case 'gallery':
            return { type, pictures: [] };
        case 'video':
            return { type, assetId: '', caption: '' };
        case 'quote':
            return { type, text: '', cite: '' };
        case 'products':
            return { type, title: '', skus: [] };
        case 'cta':
            return { type, label: '', href: '' };
        default:
            return { type: 'downloads', title: '', files: [] };
    }
}

const emptyTranslation = (): TranslationForm => ({
    title: '',
    summary: '',
    seoTitle: '',
    seoDescription: '',
    blocks: [],
});

/** The blocks a translation holds, whatever the JSON scalar answered. */
function blocksOf(value: unknown): ContentBlockInput[] {
    return Array.isArray(value) ? (value as ContentBlockInput[]) : [];
}

export function toForm(entry?: EntryData | null, kind: ContentKind = 'news'): EntryForm {
    const translations = Object.fromEntries(
        LANGUAGES.map((language) => {
            const found = entry?.translations.find((t) => t.languageCode === language);
            if (!found) return [language, emptyTranslation()];
            return [
                language,
                {
                    title: found.title,
                    summary: found.summary,
                    seoTitle: found.seoTitle,
                    seoDescription: found.seoDescription,
                    blocks: blocksOf(found.blocks).map(blockItem),
                },
            ];
        }),
    ) as EntryForm['translations'];
    return {
        kind: entry?.kind ?? kind,
        path: entry?.path ?? '',
        tags: entry?.tags.join(', ') ?? '',
        hero: entry?.heroAsset ?? null,
        documentVersion: entry?.documentVersion ?? '',
        mediaType: entry?.mediaType ?? 'picture',
        series: entry?.series ?? '',
        position: String(entry?.position ?? 0),
        translations,
    };
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** A block as the Admin API takes it: texts trimmed, empty lines of a list left out. */
export function cleanBlock(block: ContentBlockInput): ContentBlockInput {
    switch (block.type) {
        case 'richText':
            return block;
        case 'picture':
            return { ...block, alt: trimmed(block.alt), caption: trimmed(block.caption) };
        case 'gallery':
            return {
                type: 'gallery',
                pictures: block.pictures.map((p) => ({ ...p, alt: trimmed(p.alt), caption: trimmed(p.caption) })),
            };
        case 'video': {
            const { posterAssetId, ...rest } = block;
            return { ...rest, caption: trimmed(block.caption), ...(posterAssetId ? { posterAssetId } : {}) };
        }
        case 'quote':
            return { type: 'quote', text: trimmed(block.text), cite: trimmed(block.cite) };
        case 'products':
            return {
                type: 'products',
                title: trimmed(block.title),
                skus: block.skus.map((sku) => sku.trim()).filter((sku) => sku !== ''),
            };
        case 'cta':
            return { type: 'cta', label: trimmed(block.label), href: trimmed(block.href) };
        default:
            return {
                type: 'downloads',
                title: trimmed(block.title),
                files: block.files.map((f) => ({ ...f, label: f.label.trim() })),
            };
    }
}

/** Tags as typed, apart by commas (Chinese ones too), each once. */
export function parseTags(text: string): string[] {
    return [
        ...new Set(
            text
                .split(/[,，、]/)
                .map((tag) => tag.trim())
                .filter((tag) => tag !== ''),
        ),
    ];
}

/** The languages staff gave a title, each with its texts and blocks. */
function translationsInput(form: EntryForm) {
    return LANGUAGES.filter((language) => form.translations[language].title.trim() !== '').map((languageCode) => {
        const t = form.translations[languageCode];
        return {
            languageCode,
            title: t.title.trim(),
            summary: t.summary.trim(),
            seoTitle: t.seoTitle.trim(),
            seoDescription: t.seoDescription.trim(),
            blocks: t.blocks.map((item) => cleanBlock(item.block)),
        };
    });
}

/** The fields both inputs share; a kind's own fields only for that kind. */
function commonInput(form: EntryForm) {
    return {
        path: form.path.trim(),
        tags: parseTags(form.tags),
        heroAssetId: form.hero?.id ?? null,
        documentVersion: form.kind === 'legal' ? form.documentVersion.trim() : null,
        mediaType: form.kind === 'media' ? form.mediaType : null,
        series: form.series.trim() === '' ? null : form.series.trim(),
        position: Number.parseInt(form.position, 10) || 0,
        translations: translationsInput(form),
    };
}

export function createInput(form: EntryForm) {
    return { kind: form.kind, ...commonInput(form) };
}

export function updateInput(form: EntryForm, id: string) {
    return { id, ...commonInput(form) };
}

/** Whether the form holds changes not saved: its input differs from the saved entry's. */
export function isDirty(form: EntryForm, entry: EntryData | null | undefined): boolean {
    if (!entry) return true;
    return JSON.stringify(commonInput(form)) !== JSON.stringify(commonInput(toForm(entry)));
}

/** The asset ids a form's blocks name, for their previews. */
export function blockAssetIds(form: EntryForm): string[] {
    const ids = new Set<string>();
    for (const language of LANGUAGES) {
        for (const { block } of form.translations[language].blocks) {
            if (block.type === 'picture' || block.type === 'video') ids.add(block.assetId);
            if (block.type === 'video' && block.posterAssetId) ids.add(block.posterAssetId);
            if (block.type === 'gallery') block.pictures.forEach((p) => ids.add(p.assetId));
            if (block.type === 'downloads') block.files.forEach((f) => ids.add(f.assetId));
        }
    }
    ids.delete('');
    return [...ids].sort();
}

/** A moment as Beijing's date and time, "2027-02-10 09:30": the shop's clock, whatever the browser's. */
export function beijingTime(iso: string | null | undefined): string {
    if (!iso) return '';
    const { date, minutes } = shopClock(new Date(iso));
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    return `${date} ${hh}:${mm}`;
}

/** A `datetime-local` field's value read as Beijing time, or undefined when it is not one. */
export function fromBeijingInput(value: string): Date | undefined {
    const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
    if (!match) return undefined;
    try {
        return shopInstant(match[1], Number(match[2]) * 60 + Number(match[3]));
    } catch {
        return undefined;
    }
}

/** A moment as a `datetime-local` field's value in Beijing time. */
export function toBeijingInput(instant: Date): string {
    return beijingTime(instant.toISOString()).replace(' ', 'T');
}
