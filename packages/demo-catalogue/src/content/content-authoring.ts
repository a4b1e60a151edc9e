/**
 * Writing the demo content once for all three languages: a block is written with each of its
 * texts in zh, en and de side by side, and split into one body per language when the entry is
 * made. Translations stay next to their original, and the pictures and skus, which do not
 * change with the language, are written once.
 */
import type { ContentKind, MediaType } from '@maison/shared';

import type { Localised, SeedLanguage } from '../catalogue.types';
import type { DemoContentBlock, DemoContentEntry, DemoFileName } from './content-data.types';

/** A block of every language: the block of one is cut from it when the entry is made. */
export type LocalisedBlock = (lang: SeedLanguage) => DemoContentBlock;

/** The brand as the seo titles name it. */
export const BRAND: Localised = { zh: '莫尔沃', en: 'Morvaux', de: 'Morvaux' };

export function L(zh: string, en: string, de: string): Localised {
    return { zh, en, de };
}

/** Rich text: an optional heading, then paragraphs (which may hold links and emphasis). */
export function text(heading: Localised | null, ...paragraphs: Localised[]): LocalisedBlock {
    return (lang) => ({
        type: 'richText',
        html: (heading ? `<h2>${heading[lang]}</h2>` : '') + paragraphs.map((p) => `<p>${p[lang]}</p>`).join(''),
    });
}

/** Rich text with a list: the year-by-year lines of a timeline, the points of a kit. */
export function list(heading: Localised | null, intro: Localised | null, items: Localised[]): LocalisedBlock {
    return (lang) => ({
        type: 'richText',
        html:
            (heading ? `<h2>${heading[lang]}</h2>` : '') +
            (intro ? `<p>${intro[lang]}</p>` : '') +
            `<ul>${items.map((item) => `<li>${item[lang]}</li>`).join('')}</ul>`,
    });
}

export function picture(file: DemoFileName, alt: Localised, caption?: Localised): LocalisedBlock {
    return (lang) => ({ type: 'picture', file, alt: alt[lang], ...(caption ? { caption: caption[lang] } : {}) });
}

export interface GalleryPicture {
    file: DemoFileName;
    alt: Localised;
    caption?: Localised;
}

export function gallery(pictures: GalleryPicture[]): LocalisedBlock {
    return (lang) => ({
        type: 'gallery',
        pictures: pictures.map((p) => ({
            file: p.file,
            alt: p.alt[lang],
            ...(p.caption ? { caption: p.caption[lang] } : {}),
        })),
    });
}

export function video(file: DemoFileName, poster: DemoFileName, caption: Localised): LocalisedBlock {
    return (lang) => ({ type: 'video', file, poster, caption: caption[lang] });
}

export function quote(words: Localised, cite: Localised): LocalisedBlock {
    return (lang) => ({ type: 'quote', text: words[lang], cite: cite[lang] });
}

export function products(title: Localised, skus: string[]): LocalisedBlock {
    return (lang) => ({ type: 'products', title: title[lang], skus });
}

export function cta(label: Localised, href: string): LocalisedBlock {
    return (lang) => ({ type: 'cta', label: label[lang], href });
}

export function downloads(title: Localised, files: Array<{ file: DemoFileName; label: Localised }>): LocalisedBlock {
    return (lang) => ({
        type: 'downloads',
        title: title[lang],
        files: files.map((f) => ({ file: f.file, label: f.label[lang] })),
    });
}

export interface EntryDef {
    kind: ContentKind;
    path: string;
    publishedAt: string;
    title: Localised;
    summary: Localised;
    /** Defaults to the title followed by the brand. */
    seoTitle?: Localised;
    /** Defaults to the summary. */
    seoDescription?: Localised;
    blocks: LocalisedBlock[];
    hero?: DemoFileName;
    tags?: string[];
    series?: string;
    position?: number;
    mediaType?: MediaType;
}

/** An entry with one translation per language, cut from blocks written in all three. */
export function entry(def: EntryDef): DemoContentEntry {
    const translation = (lang: SeedLanguage) => ({
        title: def.title[lang],
        summary: def.summary[lang],
        seoTitle: def.seoTitle?.[lang] ?? `${def.title[lang]} | ${BRAND[lang]}`,
        seoDescription: def.seoDescription?.[lang] ?? def.summary[lang],
        blocks: def.blocks.map((block) => block(lang)),
    });
    return {
        kind: def.kind,
        path: def.path,
        publishedAt: def.publishedAt,
        ...(def.hero ? { hero: def.hero } : {}),
        ...(def.tags ? { tags: def.tags } : {}),
        ...(def.series ? { series: def.series, position: def.position } : {}),
        ...(def.mediaType ? { mediaType: def.mediaType } : {}),
        translations: {
            zh: translation('zh'),
            en: translation('en'),
            de: translation('de'),
        },
    };
}
