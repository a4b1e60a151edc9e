import { type ContentBlock, contentEntryHref, type ContentKind, type Locale, type MediaType } from '@maison/shared';
import { redirect } from 'react-router';

import type { ProductCardData } from '~/features/catalog/catalog.server';
import { productHref } from '~/features/catalog/product-href';
import { graphql, type ResultOf } from '~/lib/graphql';
import { isLocale } from '~/lib/locale';
import { notFound } from '~/lib/not-found';
import { safeRedirectPath } from '~/lib/safe-redirect';
import type { ShopClient } from '~/lib/shop-client.server';

import { productSkus, readBlocks } from './blocks';

const HeroFields = graphql(`
    fragment ContentHeroFields on Asset {
        id
        preview
        source
        name
        mimeType
        width
        height
        fileSize
    }
`);

const EntryFields = graphql(
    `
        fragment ContentEntryFields on ContentEntry {
            id
            kind
            path
            languageCode
            languages
            title
            summary
            seoTitle
            seoDescription
            tags
            heroAsset {
                ...ContentHeroFields
            }
            blocks
            publishedAt
            updatedAt
            documentVersion
            mediaType
            series
            position
            previous {
                kind
                path
                title
            }
            next {
                kind
                path
                title
            }
        }
    `,
    [HeroFields],
);

const EntryQuery = graphql(
    `
        query ContentEntry($kind: ContentKind!, $path: String!, $previewToken: String) {
            contentEntry(kind: $kind, path: $path, previewToken: $previewToken) {
                ...ContentEntryFields
            }
        }
    `,
    [EntryFields],
);

const ListFields = graphql(
    `
        fragment ContentListFields on ContentEntry {
            id
            kind
            path
            title
            summary
            tags
            heroAsset {
                ...ContentHeroFields
            }
            publishedAt
            updatedAt
            mediaType
        }
    `,
    [HeroFields],
);

const EntriesQuery = graphql(
    `
        query ContentEntries($options: ContentEntryListOptions!) {
            contentEntries(options: $options) {
                totalItems
                items {
                    ...ContentListFields
                }
            }
        }
    `,
    [ListFields],
);

/** Media items and releases carry their files in their body (a video, downloads). */
const EntriesWithBlocksQuery = graphql(
    `
        query ContentEntriesWithBlocks($options: ContentEntryListOptions!) {
            contentEntries(options: $options) {
                totalItems
                items {
                    ...ContentListFields
                    blocks
                }
            }
        }
    `,
    [ListFields],
);

const TagsQuery = graphql(`
    query ContentTags($kind: ContentKind!) {
        contentTags(kind: $kind) {
            tag
            count
        }
    }
`);

const YearsQuery = graphql(`
    query ContentYears($kind: ContentKind!) {
        contentYears(kind: $kind)
    }
`);

const SitemapQuery = graphql(`
    query ContentSitemap {
        contentSitemap {
            kind
            path
            updatedAt
            languages
        }
    }
`);

const VariantsQuery = graphql(`
    query ContentProductRow($skus: [String!]!) {
        variantsBySku(skus: $skus) {
            id
            sku
            priceWithTax
            stockLevel
            featuredAsset {
                preview
            }
            product {
                id
                name
                slug
                featuredAsset {
                    preview
                }
                customFields {
                    kind
                }
            }
        }
    }
`);

type ApiHero = ResultOf<typeof HeroFields>;
type ApiEntry = ResultOf<typeof EntryFields>;
type ApiListEntry = ResultOf<typeof ListFields>;

/** A picture as pages show it: the asset server's address, its size for the layout, its name. */
export interface ContentPicture {
    id: string;
    src: string;
    /** The original file, for a download. */
    source: string;
    name: string;
    mimeType: string;
    width: number;
    height: number;
    fileSize: number;
}

export interface ContentLinkView {
    href: string;
    title: string;
}

/** An entry as its page renders it. */
export interface ContentEntryView {
    kind: ContentKind;
    path: string;
    href: string;
    languageCode: string;
    languages: string[];
    title: string;
    summary: string;
    seoTitle: string;
    seoDescription: string;
    tags: string[];
    hero: ContentPicture | null;
    blocks: ContentBlock[];
    publishedAt: string | null;
    updatedAt: string;
    documentVersion: string | null;
    series: string | null;
    previous: ContentLinkView | null;
    next: ContentLinkView | null;
    /** The product rows' cards by sku; a sku the shop does not sell is absent. */
    products: Record<string, ProductCardData>;
    /** A draft shown through staff's preview link: never cached, never indexed. */
    preview: boolean;
}

/** An entry as a list shows it. */
export interface ContentCardView {
    kind: ContentKind;
    path: string;
    href: string;
    title: string;
    summary: string;
    tags: string[];
    hero: ContentPicture | null;
    publishedAt: string | null;
    mediaType: MediaType | null;
}

/** An entry of a list with its body, for the files it offers (media items, the releases' data). */
export interface ContentCardWithBlocks extends ContentCardView {
    blocks: ContentBlock[];
}

function picture(asset: ApiHero | null | undefined): ContentPicture | null {
    if (!asset) return null;
    return {
        id: asset.id,
        src: asset.preview,
        source: asset.source,
        name: asset.name,
        mimeType: asset.mimeType,
        width: asset.width,
        height: asset.height,
        fileSize: asset.fileSize,
    };
}

function link(value: ApiEntry['previous']): ContentLinkView | null {
    return value ? { href: contentEntryHref(value.kind, value.path), title: value.title } : null;
}

function card(entry: ApiListEntry): ContentCardView {
    return {
        kind: entry.kind,
        path: entry.path,
        href: contentEntryHref(entry.kind, entry.path),
        title: entry.title,
        summary: entry.summary,
        tags: entry.tags,
        hero: picture(entry.heroAsset),
        publishedAt: entry.publishedAt ?? null,
        mediaType: entry.mediaType ?? null,
    };
}

/** The cards of the product rows, priced now from the catalogue (the shared cache). */
async function productCards(
    client: ShopClient,
    blocks: readonly ContentBlock[],
): Promise<Record<string, ProductCardData>> {
    const skus = productSkus(blocks);
    if (!skus.length) return {};
    const { variantsBySku } = await client.catalogue(VariantsQuery, { skus });
    const cards: Record<string, ProductCardData> = {};
    for (const variant of variantsBySku) {
        const kind = variant.product.customFields?.kind === 'strap' ? 'strap' : 'watch';
        cards[variant.sku] = {
            productId: variant.product.id,
            variantId: variant.id,
            kind,
            name: variant.product.name,
            sku: variant.sku,
            variantSku: variant.sku,
            href: productHref(kind, { productId: variant.product.id, slug: variant.product.slug, sku: variant.sku }),
            image: variant.featuredAsset?.preview ?? variant.product.featuredAsset?.preview ?? null,
            hoverImage: null,
            price: variant.priceWithTax,
            fromPrice: kind === 'strap',
            inStock: variant.stockLevel !== 'OUT_OF_STOCK',
            flag: undefined,
        };
    }
    return cards;
}

/** Preview tokens are signed strings of the server's; anything longer is no token. */
const PREVIEW_TOKEN_MAX_LENGTH = 1000;

/** The preview token of a request (`?preview=`), if it can be one. */
export function previewTokenOf(request: Request): string | undefined {
    const token = new URL(request.url).searchParams.get('preview');
    return token && token.length <= PREVIEW_TOKEN_MAX_LENGTH ? token : undefined;
}

/**
 * The entry of this kind at this path or slug, or undefined. Published content is read through
 * the shared catalogue cache (a publish moves its version); a preview of a draft is read for
 * this visitor alone. An entry found under its old path throws the permanent redirect to its
 * new one, with the query kept.
 */
export async function findEntry(
    client: ShopClient,
    request: Request,
    kind: ContentKind,
    path: string,
): Promise<ContentEntryView | undefined> {
    const previewToken = previewTokenOf(request);
    const { contentEntry: entry } = previewToken
        ? await client.request(EntryQuery, { kind, path, previewToken })
        : await client.catalogue(EntryQuery, { kind, path });
    if (!entry) return undefined;
    const href = contentEntryHref(entry.kind, entry.path);
    if (entry.path !== path) {
        const target = safeRedirectPath(`${href}${new URL(request.url).search}`);
        if (target) throw redirect(target, 301);
        throw notFound();
    }
    const blocks = readBlocks(entry.blocks);
    return {
        kind: entry.kind,
        path: entry.path,
        href,
        languageCode: entry.languageCode,
        languages: entry.languages,
        title: entry.title,
        summary: entry.summary,
        seoTitle: entry.seoTitle,
        seoDescription: entry.seoDescription,
        tags: entry.tags,
        hero: picture(entry.heroAsset),
        blocks,
        publishedAt: entry.publishedAt ?? null,
        updatedAt: entry.updatedAt,
        documentVersion: entry.documentVersion ?? null,
        series: entry.series ?? null,
        previous: link(entry.previous),
        next: link(entry.next),
        products: await productCards(client, blocks),
        preview: previewToken !== undefined,
    };
}

/** Like findEntry, but a 404 when there is none. */
export async function requireEntry(
    client: ShopClient,
    request: Request,
    kind: ContentKind,
    path: string,
): Promise<ContentEntryView> {
    const entry = await findEntry(client, request, kind, path);
    if (!entry) throw notFound();
    return entry;
}

export interface EntryListRequest {
    kind: ContentKind;
    tag?: string;
    year?: number;
    mediaType?: MediaType;
    skip?: number;
    take: number;
}

export async function loadEntryList(
    client: ShopClient,
    options: EntryListRequest,
): Promise<{ items: ContentCardView[]; totalItems: number }> {
    const { contentEntries } = await client.catalogue(EntriesQuery, { options });
    return { items: contentEntries.items.map(card), totalItems: contentEntries.totalItems };
}

export async function loadEntryListWithBlocks(
    client: ShopClient,
    options: EntryListRequest,
): Promise<{ items: ContentCardWithBlocks[]; totalItems: number }> {
    const { contentEntries } = await client.catalogue(EntriesWithBlocksQuery, { options });
    return {
        items: contentEntries.items.map((entry) => ({ ...card(entry), blocks: readBlocks(entry.blocks) })),
        totalItems: contentEntries.totalItems,
    };
}

export async function loadTags(client: ShopClient, kind: ContentKind): Promise<Array<{ tag: string; count: number }>> {
    const { contentTags } = await client.catalogue(TagsQuery, { kind });
    return contentTags;
}

export async function loadYears(client: ShopClient, kind: ContentKind): Promise<number[]> {
    const { contentYears } = await client.catalogue(YearsQuery, { kind });
    return contentYears;
}

export interface ContentSitemapPath {
    path: string;
    updatedAt: string;
    locales: Locale[];
}

/** Every published entry with a page of its own, at its storefront path. */
export async function loadContentSitemap(client: ShopClient): Promise<ContentSitemapPath[]> {
    const { contentSitemap } = await client.catalogue(SitemapQuery);
    return contentSitemap
        .filter((entry) => entry.kind !== 'media')
        .map((entry) => ({
            path: contentEntryHref(entry.kind, entry.path),
            updatedAt: entry.updatedAt,
            locales: entry.languages.filter(isLocale),
        }));
}
