import type { INestApplicationContext } from '@nestjs/common';
import { GlobalFlag } from '@vendure/common/lib/generated-types';
import {
    AssetImporter,
    ChannelService,
    CollectionService,
    CurrencyCode,
    CustomFieldRelationService,
    FacetService,
    FacetValueService,
    facetValueCollectionFilter,
    GlobalSettingsService,
    ID,
    Importer,
    LanguageCode,
    Logger,
    ParsedProductWithVariants,
    Populator,
    Product,
    ProductService,
    ProductVariant,
    ProductVariantService,
    RequestContext,
    RequestContextService,
    SearchService,
    TransactionalConnection,
} from '@vendure/core';

import { LOCALES, PRODUCT_KIND_FILTER_CODE } from '@maison/shared';

import { buildCatalogue } from './build-catalogue';
import type { FacetRef, Localised, SeedCatalogue, SeedCollection, SeedLanguage, SeedProduct } from './catalogue.types';
import { initialData, TAX_CATEGORY } from './initial-data';
import { renderImages } from './render-images';

const loggerCtx = 'Seed';
const LANGUAGES: readonly SeedLanguage[] = LOCALES;

export interface SeedOptions {
    /** Folder the pictures are drawn into; Vendure's importAssetsDir must point here. */
    imageDir: string;
    /** Defaults to the full demo catalogue of seed 1886. */
    catalogue?: SeedCatalogue;
}

export interface SeedResult {
    seeded: boolean;
    products: number;
    collections: number;
}

/**
 * Fills an empty shop with the demo catalogue. Idempotent: a shop that has products is left
 * alone, so it is safe on every start.
 */
export async function seedShop(app: INestApplicationContext, opts: SeedOptions): Promise<SeedResult> {
    const adminContext = () =>
        app.get(RequestContextService).create({ apiType: 'admin', languageCode: LanguageCode.zh });
    const first = await adminContext();
    const existing = await app.get(TransactionalConnection).getRepository(first, Product).count();
    if (existing > 0) return { seeded: false, products: existing, collections: 0 };

    const catalogue = opts.catalogue ?? buildCatalogue();
    const started = Date.now();
    const images = await renderImages(catalogue, opts.imageDir);
    Logger.info(`Drew ${images.written} pictures (${images.skipped} already there)`, loggerCtx);

    await configureChannel(app, first);
    await app.get(Populator).populateInitialData(initialData);
    // A context made now carries the channel's languages, currency and tax zone: the search
    // index is built in every language of the context's channel.
    const ctx = await adminContext();
    const facetValueIds = await createFacets(app, ctx, catalogue);
    await importProducts(app, ctx, catalogue);
    await linkProducts(app, ctx, catalogue, facetValueIds);
    const collections = await createCollections(app, ctx, catalogue, facetValueIds);
    await app.get(SearchService).reindex(ctx);
    Logger.info(
        `Seeded ${catalogue.products.length} products and ${collections} collections in ${Date.now() - started} ms`,
        loggerCtx,
    );
    return { seeded: true, products: catalogue.products.length, collections };
}

async function configureChannel(app: INestApplicationContext, ctx: RequestContext): Promise<void> {
    const languages = LANGUAGES.map((l) => l as LanguageCode);
    await app.get(GlobalSettingsService).updateSettings(ctx, { availableLanguages: languages });
    const channel = await app.get(ChannelService).getDefaultChannel(ctx);
    await app.get(ChannelService).update(ctx, {
        id: channel.id,
        defaultLanguageCode: LanguageCode.zh,
        availableLanguageCodes: languages,
        defaultCurrencyCode: CurrencyCode.CNY,
        availableCurrencyCodes: [CurrencyCode.CNY],
        pricesIncludeTax: true,
    });
}

function translations<T extends Record<string, unknown>>(
    text: Localised,
    extra: (lang: SeedLanguage) => T,
): Array<T & { languageCode: LanguageCode; name: string }> {
    return LANGUAGES.map((lang) => ({ languageCode: lang as LanguageCode, name: text[lang], ...extra(lang) }));
}

const facetKey = (ref: FacetRef) => `${ref.facet}:${ref.value}`;

async function createFacets(
    app: INestApplicationContext,
    ctx: RequestContext,
    catalogue: SeedCatalogue,
): Promise<Map<string, ID>> {
    const ids = new Map<string, ID>();
    for (const facet of catalogue.facets) {
        const created = await app.get(FacetService).create(ctx, {
            code: facet.code,
            isPrivate: false,
            translations: translations(facet.name, () => ({})),
        });
        for (const value of facet.values) {
            const fv = await app.get(FacetValueService).create(ctx, created, {
                code: value.code,
                translations: translations(value.name, () => ({})),
            });
            ids.set(facetKey({ facet: facet.code, value: value.code }), fv.id);
        }
    }
    return ids;
}

function toParsed(p: SeedProduct): ParsedProductWithVariants {
    const customFields = {
        kind: p.kind,
        collectionCode: p.collectionCode ?? '',
        modelCode: p.modelCode ?? '',
    };
    return {
        product: {
            assetPaths: p.images.map((i) => i.file),
            facets: [],
            optionGroups: p.optionGroups.map((g) => ({
                // Vendure shares option groups by code; each strap has its own set of widths.
                code: `${g.code}-${p.sku.toLowerCase()}`,
                translations: LANGUAGES.map((lang) => ({
                    languageCode: lang as LanguageCode,
                    name: g.name[lang],
                    values: g.options.map((o) => o.name[lang]),
                })),
            })),
            translations: LANGUAGES.map((lang) => ({
                languageCode: lang as LanguageCode,
                name: p.name[lang],
                slug: p.slug,
                description: p.description[lang],
                customFields,
            })),
        },
        variants: p.variants.map((v) => ({
            sku: v.sku,
            // The importer reads prices in yuan (as typed in a CSV) and multiplies by 100.
            price: v.price / 100,
            taxCategory: TAX_CATEGORY,
            stockOnHand: v.stockOnHand,
            trackInventory: GlobalFlag.TRUE,
            assetPaths: [],
            facets: [],
            translations: LANGUAGES.map((lang) => ({
                languageCode: lang as LanguageCode,
                optionValues: v.options.map((o) => {
                    const group = p.optionGroups.find((g) => g.code === o.group);
                    const option = group?.options.find((opt) => opt.code === o.value);
                    if (!option) throw new Error(`variant ${v.sku}: unknown option ${o.group}=${o.value}`);
                    return option.name[lang];
                }),
                customFields: {},
            })),
        })),
    };
}

async function importProducts(app: INestApplicationContext, ctx: RequestContext, catalogue: SeedCatalogue) {
    const errors = await app.get(Importer).importProducts(ctx, catalogue.products.map(toParsed), () => undefined);
    if (errors.length) throw new Error(`demo catalogue import failed: ${errors.slice(0, 3).join('; ')}`);
}

/** Facet values and buckle links, which the importer cannot set from codes. */
async function linkProducts(
    app: INestApplicationContext,
    ctx: RequestContext,
    catalogue: SeedCatalogue,
    facetValueIds: Map<string, ID>,
): Promise<void> {
    const rows = await variantRows(app, ctx);
    const productIdBySku = new Map(rows.map((r) => [r.sku, r.productId]));
    const variantIdBySku = new Map(rows.map((r) => [r.sku, r.id]));
    const ids = (sku: string, refs: FacetRef[]) =>
        refs.map((ref) => {
            const fv = facetValueIds.get(facetKey(ref));
            if (fv === undefined) throw new Error(`demo product ${sku}: unknown facet value ${facetKey(ref)}`);
            return fv;
        });
    for (const p of catalogue.products) {
        const id = productIdBySku.get(p.variants[0].sku);
        if (id === undefined) throw new Error(`demo product ${p.sku} was not imported`);
        const product = await app.get(ProductService).update(ctx, { id, facetValueIds: ids(p.sku, p.facets) });
        const variantFacets = p.variants.filter((v) => v.facets?.length);
        if (variantFacets.length) {
            await app.get(ProductVariantService).update(
                ctx,
                variantFacets.map((v) => ({ id: variantIdBySku.get(v.sku)!, facetValueIds: ids(v.sku, v.facets!) })),
            );
        }
        const bucklesIds = (p.buckleSkus ?? []).map((sku) => productIdBySku.get(sku)).filter((x) => x !== undefined);
        if (bucklesIds.length) {
            // Straight to the relation: ProductService.update would also copy the input's
            // `bucklesIds` key onto the entity, which Vendure then warns about.
            await app
                .get(CustomFieldRelationService)
                .updateRelations(ctx, Product, { customFields: { bucklesIds } }, product);
        }
    }
}

async function variantRows(app: INestApplicationContext, ctx: RequestContext) {
    return app
        .get(TransactionalConnection)
        .getRepository(ctx, ProductVariant)
        .createQueryBuilder('v')
        .select('v.sku', 'sku')
        .addSelect('v.id', 'id')
        .addSelect('v.productId', 'productId')
        .getRawMany<{ sku: string; id: ID; productId: ID }>();
}

/** The collection filter: Vendure's facet-value filter, or the shop's filter by product kind. */
function collectionFilter(c: SeedCollection, facetValueIds: Map<string, ID>) {
    if ('kind' in c.filter) {
        return { code: PRODUCT_KIND_FILTER_CODE, arguments: [{ name: 'kind', value: c.filter.kind }] };
    }
    const ids = c.filter.facets.map((ref) => facetValueIds.get(facetKey(ref)));
    if (ids.some((id) => id === undefined)) throw new Error(`collection ${c.code}: unknown facet value in filter`);
    return {
        code: facetValueCollectionFilter.code,
        arguments: [
            { name: 'facetValueIds', value: JSON.stringify(ids) },
            { name: 'containsAny', value: 'false' },
        ],
    };
}

async function createCollections(
    app: INestApplicationContext,
    ctx: RequestContext,
    catalogue: SeedCatalogue,
    facetValueIds: Map<string, ID>,
): Promise<number> {
    const idByCode = new Map<string, ID>();
    const assets = app.get(AssetImporter);
    for (const c of catalogue.collections) {
        const banner = await assets.getAssets([c.image], ctx);
        if (banner.errors.length) throw new Error(`collection ${c.code}: ${banner.errors.join('; ')}`);
        const parentId = c.parent ? idByCode.get(c.parent) : undefined;
        if (c.parent && parentId === undefined) throw new Error(`collection ${c.code}: parent ${c.parent} comes later`);
        const created = await app.get(CollectionService).create(ctx, {
            parentId,
            isPrivate: c.private ?? false,
            inheritFilters: false,
            featuredAssetId: banner.assets[0]?.id,
            assetIds: banner.assets.map((a) => a.id),
            filters: [collectionFilter(c, facetValueIds)],
            translations: translations(c.name, (lang) => ({ slug: c.code, description: c.description[lang] })),
        });
        idByCode.set(c.code, created.id);
    }
    return idByCode.size;
}
