import path from 'node:path';

import type { INestApplicationContext } from '@nestjs/common';
import { GlobalFlag } from '@vendure/common/lib/generated-types';
import {
    AssetImporter,
    ChannelService,
    Collection,
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
    ProductVariant,
    RequestContext,
    RequestContextService,
    SearchService,
    StockAdjustment,
    StockLevel,
    StockLocationService,
    TransactionalConnection,
} from '@vendure/core';

import { LOCALES, PRODUCT_KIND_FILTER_CODE } from '@maison/shared';

import { buildCatalogue } from './build-catalogue';
import type {
    FacetRef,
    Localised,
    SeedCatalogue,
    SeedCollection,
    SeedLanguage,
    SeedProduct,
    SeedVariant,
} from './catalogue.types';
import { initialData, TAX_CATEGORY } from './initial-data';
import { renderImages } from './render-images';
import { demoStores } from './stores/demo-stores';
import type { StoreSeeder, StoreSeedResult } from './stores/store-data.types';
import type { ContentSeeder, ContentSeedResult } from './content/content-data.types';
import { seedDemoContent } from './content/seed-content';
import { demoWatchSerials, type WatchSerialSeeder, type WatchSerialSeedResult } from './warranty/demo-watch-serials';
import { demoServiceInfo } from './service/demo-service-info';
import { DEMO_SERVICE_CENTRES } from './service/service-centres';
import { demoUserManuals, renderUserManuals } from './service/user-manuals';
import type {
    ServiceInfoSeeder,
    ServiceInfoSeedResult,
    ServiceSeeder,
    ServiceSeedResult,
} from './service/service-data.types';

const loggerCtx = 'Seed';
const LANGUAGES: readonly SeedLanguage[] = LOCALES;

export interface SeedOptions {
    /** Folder the pictures are drawn into; Vendure's importAssetsDir must point here. */
    imageDir: string;
    /**
     * Defaults to the full demo catalogue of seed 1886. A function is called only when the
     * shop is empty, so a large catalogue is not built on every start.
     */
    catalogue?: SeedCatalogue | (() => SeedCatalogue);
    /** Loads the demo stores (the server's stores plugin); without it no store is seeded. */
    stores?: StoreSeeder;
    /** Loads the demo content (the server's content plugin); without it no content is seeded. */
    content?: ContentSeeder;
    /** Loads the demo watches' serials (the server's watch-service plugin); without it none is seeded. */
    watchSerials?: WatchSerialSeeder;
    /** Loads the demo service prices and FAQ (the server's watch-service plugin). */
    serviceInfo?: ServiceInfoSeeder;
    /** Loads the demo service centres and user manuals (the server's watch-service plugin). */
    serviceCentres?: ServiceSeeder;
}

export interface SeedResult {
    seeded: boolean;
    products: number;
    collections: number;
    /** What the store seeder added, when there is one. */
    stores?: StoreSeedResult;
    /** What the content seeder added, when there is one. */
    content?: ContentSeedResult;
    /** What the serial seeder added, when there is one. */
    watchSerials?: WatchSerialSeedResult;
    /** What the service-info seeder added, when there is one. */
    serviceInfo?: ServiceInfoSeedResult;
    /** What the service centres' seeder added, when there is one. */
    serviceCentres?: ServiceSeedResult;
}

/**
 * Fills an empty shop with the demo catalogue, the demo stores into a shop without stores when
 * given a store seeder, and the demo content into a shop without content when given a content
 * seeder. Idempotent: a shop that has products is left alone, so it is safe on every start.
 *
 * Nothing before the final reindex publishes a product, variant, stock or collection-content
 * event: each would queue a search-index job for what the reindex rebuilds anyway, and on a
 * catalogue of 10,000 variants those jobs, not the inserts, took most of the time.
 */
export async function seedShop(app: INestApplicationContext, opts: SeedOptions): Promise<SeedResult> {
    const catalogue = await seedCatalogue(app, opts);
    const stores = opts.stores ? await seedStores(opts.stores) : undefined;
    const content = opts.content ? await seedContent(opts.content, opts.imageDir) : undefined;
    const watchSerials = opts.watchSerials ? await seedWatchSerials(opts.watchSerials) : undefined;
    const serviceInfo = opts.serviceInfo ? await seedServiceInfo(opts.serviceInfo) : undefined;
    const serviceCentres = opts.serviceCentres ? await seedService(opts.serviceCentres, opts.imageDir) : undefined;
    return {
        ...catalogue,
        ...(stores ? { stores } : {}),
        ...(content ? { content } : {}),
        ...(watchSerials ? { watchSerials } : {}),
        ...(serviceInfo ? { serviceInfo } : {}),
        ...(serviceCentres ? { serviceCentres } : {}),
    };
}

/** Asked on every start, like the stores: the seeder adds serials only to a shop without any. */
async function seedWatchSerials(seeder: WatchSerialSeeder): Promise<WatchSerialSeedResult> {
    const result = await seeder.seedWatchSerials(demoWatchSerials());
    if (result.serials) Logger.info(`Seeded ${result.serials} watch serials`, loggerCtx);
    return result;
}

/** Asked on every start, like the stores: an empty price table or FAQ gains the demo's. */
async function seedServiceInfo(seeder: ServiceInfoSeeder): Promise<ServiceInfoSeedResult> {
    const added = await seeder.seedServiceInfo(demoServiceInfo());
    if (added.prices || added.faqEntries) {
        Logger.info(`Seeded ${added.prices} service prices and ${added.faqEntries} FAQ entries`, loggerCtx);
    }
    return added;
}

/**
 * Asked on every start: a demo shop seeded before the stores existed gains them; one that has
 * any store is left as staff keep it.
 */
async function seedStores(seeder: StoreSeeder): Promise<StoreSeedResult> {
    const stores = await seeder.seedStores(demoStores());
    if (stores.stores || stores.services || stores.calendarDays) {
        Logger.info(
            `Seeded ${stores.stores} stores, ${stores.services} in-store services and ${stores.calendarDays} calendar days`,
            loggerCtx,
        );
    }
    return stores;
}

/**
 * Asked on every start, like the stores: the seeder adds the demo content only to a shop
 * without content. Files already written by an earlier start are kept.
 */
async function seedContent(seeder: ContentSeeder, imageDir: string): Promise<ContentSeedResult> {
    const { files, content } = await seedDemoContent(seeder, imageDir);
    if (files.written) Logger.info(`Wrote ${files.written} content files (${files.skipped} already there)`, loggerCtx);
    if (content.entries || content.assets) {
        Logger.info(`Seeded ${content.entries} content entries and ${content.assets} content assets`, loggerCtx);
    }
    return content;
}

async function seedCatalogue(app: INestApplicationContext, opts: SeedOptions): Promise<SeedResult> {
    const adminContext = () =>
        app.get(RequestContextService).create({ apiType: 'admin', languageCode: LanguageCode.zh });
    const first = await adminContext();
    const existing = await app.get(TransactionalConnection).getRepository(first, Product).count();
    if (existing > 0) return { seeded: false, products: existing, collections: 0 };

    const catalogue = typeof opts.catalogue === 'function' ? opts.catalogue() : (opts.catalogue ?? buildCatalogue());
    const started = Date.now();
    // Milliseconds per step, logged at the end: a large catalogue shows where seeding spends its time.
    const steps: string[] = [];
    const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
        const t0 = Date.now();
        const result = await run();
        steps.push(`${name} ${Date.now() - t0}`);
        return result;
    };
    const images = await step('pictures', () => renderImages(catalogue, opts.imageDir));
    Logger.info(`Drew ${images.written} pictures (${images.skipped} already there)`, loggerCtx);

    await step('channel', async () => {
        await configureChannel(app, first);
        await app.get(Populator).populateInitialData(initialData);
    });
    // A context made now carries the channel's languages, currency and tax zone: the search
    // index is built in every language of the context's channel.
    const ctx = await adminContext();
    const facetValueIds = await step('facets', () => createFacets(app, ctx, catalogue));
    await step('products', () => importProducts(app, ctx, catalogue));
    const variants = await variantRows(app, ctx);
    await step('links', () => linkProducts(app, ctx, catalogue, facetValueIds, variants));
    await step('stock', () => setStock(app, ctx, catalogue, variants));
    const collections = await step('collections', () =>
        createCollections(app, ctx, catalogue, facetValueIds, variants),
    );
    await step('reindex', () => app.get(SearchService).reindex(ctx));
    Logger.info(
        `Seeded ${catalogue.products.length} products (${variants.length} variants) and ${collections} collections in ${Date.now() - started} ms (${steps.join(', ')} ms)`,
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
            // Set afterwards for all variants at once (setStock): the importer's stock
            // adjustment publishes an event, and so queues an index job, per variant.
            stockOnHand: 0,
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

interface VariantRow {
    sku: string;
    id: ID;
    productId: ID;
}

/** The imported ids of each product and variant, by sku. */
class ImportedIds {
    private readonly variants: Map<string, VariantRow>;

    constructor(rows: VariantRow[]) {
        this.variants = new Map(rows.map((r) => [r.sku, r]));
    }

    variant(sku: string): VariantRow {
        const row = this.variants.get(sku);
        if (!row) throw new Error(`demo variant ${sku} was not imported`);
        return row;
    }

    product(p: SeedProduct): ID {
        return this.variant(p.variants[0].sku).productId;
    }
}

/**
 * Facet values and buckle links, which the importer cannot set from codes. Written to the
 * relations directly, in one transaction: ProductService.update would publish an event per
 * product (see seedShop).
 */
async function linkProducts(
    app: INestApplicationContext,
    ctx: RequestContext,
    catalogue: SeedCatalogue,
    facetValueIds: Map<string, ID>,
    variants: VariantRow[],
): Promise<void> {
    const imported = new ImportedIds(variants);
    const ids = (sku: string, refs: FacetRef[]) =>
        refs.map((ref) => {
            const fv = facetValueIds.get(facetKey(ref));
            if (fv === undefined) throw new Error(`demo product ${sku}: unknown facet value ${facetKey(ref)}`);
            return fv;
        });
    const connection = app.get(TransactionalConnection);
    await connection.withTransaction(ctx, async (tx) => {
        for (const p of catalogue.products) {
            const id = imported.product(p);
            if (p.facets.length) {
                await connection
                    .getRepository(tx, Product)
                    .createQueryBuilder()
                    .relation(Product, 'facetValues')
                    .of(id)
                    .add(ids(p.sku, p.facets));
            }
            for (const v of p.variants) {
                if (!v.facets?.length) continue;
                await connection
                    .getRepository(tx, ProductVariant)
                    .createQueryBuilder()
                    .relation(ProductVariant, 'facetValues')
                    .of(imported.variant(v.sku).id)
                    .add(ids(v.sku, v.facets));
            }
            const bucklesIds = (p.buckleSkus ?? []).map((sku) => imported.variant(sku).productId);
            if (bucklesIds.length) {
                // Straight to the relation: ProductService.update would also copy the input's
                // `bucklesIds` key onto the entity, which Vendure then warns about.
                await app
                    .get(CustomFieldRelationService)
                    .updateRelations(tx, Product, { customFields: { bucklesIds } }, new Product({ id }));
            }
        }
    });
}

/** Rows per statement: well under SQLite's limit of bound parameters. */
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
    const out: T[][] = [];
    for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
    return out;
}

/**
 * Each variant's stock as Vendure's StockMovementService.adjustProductVariantStock records it
 * (an adjustment, and the level at the default location), for all variants in one
 * transaction and without its per-variant event (see seedShop).
 */
async function setStock(
    app: INestApplicationContext,
    ctx: RequestContext,
    catalogue: SeedCatalogue,
    variants: VariantRow[],
): Promise<void> {
    const imported = new ImportedIds(variants);
    const connection = app.get(TransactionalConnection);
    await connection.withTransaction(ctx, async (tx) => {
        const location = await app.get(StockLocationService).defaultStockLocation(tx);
        const stocked = catalogue.products
            .flatMap((p) => p.variants)
            .filter((v) => v.stockOnHand > 0)
            .map((v): [SeedVariant, ID] => [v, imported.variant(v.sku).id]);
        const adjustments = stocked.map(
            ([v, id]) =>
                new StockAdjustment({
                    quantity: v.stockOnHand,
                    stockLocation: { id: location.id },
                    productVariant: { id },
                }),
        );
        for (const chunk of chunks(adjustments)) {
            await connection.getRepository(tx, StockAdjustment).save(chunk, { reload: false });
        }
        // The importer made each level at 0; one update per stock figure sets them all.
        const byStock = new Map<number, ID[]>();
        for (const [v, id] of stocked) {
            const ids = byStock.get(v.stockOnHand) ?? [];
            ids.push(id);
            byStock.set(v.stockOnHand, ids);
        }
        for (const [stockOnHand, ids] of byStock) {
            for (const chunk of chunks(ids)) {
                await connection
                    .getRepository(tx, StockLevel)
                    .createQueryBuilder()
                    .update()
                    .set({ stockOnHand })
                    .where('stockLocationId = :location', { location: location.id })
                    .andWhere('productVariantId IN (:...chunk)', { chunk })
                    .execute();
            }
        }
    });
}

async function variantRows(app: INestApplicationContext, ctx: RequestContext): Promise<VariantRow[]> {
    return app
        .get(TransactionalConnection)
        .getRepository(ctx, ProductVariant)
        .createQueryBuilder('v')
        .select('v.sku', 'sku')
        .addSelect('v.id', 'id')
        .addSelect('v.productId', 'productId')
        .getRawMany<VariantRow>();
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

/**
 * The variants a collection's filter selects, by the contract of SeedCollection: every variant
 * of a product of the kind, or whose product's and own facet values include all the filter's.
 */
function members(c: SeedCollection, catalogue: SeedCatalogue, imported: ImportedIds): ID[] {
    const filter = c.filter;
    const has = (p: SeedProduct, v: SeedVariant, ref: FacetRef) =>
        [...p.facets, ...(v.facets ?? [])].some((f) => f.facet === ref.facet && f.value === ref.value);
    return catalogue.products.flatMap((p) =>
        p.variants
            .filter((v) => ('kind' in filter ? p.kind === filter.kind : filter.facets.every((ref) => has(p, v, ref))))
            .map((v) => imported.variant(v.sku).id),
    );
}

async function createCollections(
    app: INestApplicationContext,
    ctx: RequestContext,
    catalogue: SeedCatalogue,
    facetValueIds: Map<string, ID>,
    variants: VariantRow[],
): Promise<number> {
    const imported = new ImportedIds(variants);
    const idByCode = new Map<string, ID>();
    const assets = app.get(AssetImporter);
    const connection = app.get(TransactionalConnection);
    for (const c of catalogue.collections) {
        const banner = await assets.getAssets([c.image], ctx);
        if (banner.errors.length) throw new Error(`collection ${c.code}: ${banner.errors.join('; ')}`);
        const parentId = c.parent ? idByCode.get(c.parent) : undefined;
        if (c.parent && parentId === undefined) throw new Error(`collection ${c.code}: parent ${c.parent} comes later`);
        // The collection and its variants in one transaction: Vendure queues its filter job
        // at the commit, and the job, finding the variants already there, changes nothing and
        // so queues no index update. Were the job to disagree, it would put things right.
        const id = await connection.withTransaction(ctx, async (tx) => {
            const created = await app.get(CollectionService).create(tx, {
                parentId,
                isPrivate: c.private ?? false,
                inheritFilters: false,
                featuredAssetId: banner.assets[0]?.id,
                assetIds: banner.assets.map((a) => a.id),
                filters: [collectionFilter(c, facetValueIds)],
                translations: translations(c.name, (lang) => ({ slug: c.code, description: c.description[lang] })),
            });
            for (const chunk of chunks(members(c, catalogue, imported))) {
                await connection
                    .getRepository(tx, Collection)
                    .createQueryBuilder()
                    .relation(Collection, 'productVariants')
                    .of(created.id)
                    .add(chunk);
            }
            return created.id;
        });
        idByCode.set(c.code, id);
    }
    return idByCode.size;
}

/**
 * Asked on every start, like the stores: the seeder adds the demo centres to a shop without
 * centres and the demo manuals to one without manuals. Their PDFs are written first, into a
 * `manuals` folder beside the catalogue's pictures, since the seeder imports them as assets.
 */
async function seedService(seeder: ServiceSeeder, imageDir: string): Promise<ServiceSeedResult> {
    const dir = path.join(imageDir, 'manuals');
    await renderUserManuals(dir);
    const result = await seeder.seedService({ centres: DEMO_SERVICE_CENTRES, manuals: demoUserManuals() }, dir);
    if (result.centres || result.manuals) {
        Logger.info(`Seeded ${result.centres} service centres and ${result.manuals} user manuals`, loggerCtx);
    }
    return result;
}
