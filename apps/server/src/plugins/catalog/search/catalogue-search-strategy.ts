import {
    Asset,
    ChannelService,
    FacetValue,
    FacetValueService,
    ID,
    Injector,
    LanguageCode,
    Logger,
    mapToSearchResult,
    Product,
    ProcessContext,
    ProductAsset,
    RequestContext,
    SearchStrategy,
    TransactionalConnection,
} from '@vendure/core';
import type { SearchResult } from '@vendure/common/lib/generated-types';
import { SearchIndexItem } from '@vendure/core/dist/plugin/default-search-plugin/entities/search-index-item.entity';
import { Brackets, SelectQueryBuilder } from 'typeorm';

import { catalogueVersionOf, type CatalogueVersionSource } from '../../catalogue-cache';
import { loggerCtx } from '../constants';
import { CatalogueSearchText } from '../entities/catalogue-search-text.entity';
import {
    countIds,
    countResults,
    groupRows,
    type MatchRow,
    type ResultGroup,
    type SortKey,
    sortGroups,
} from './match-set';
import {
    boundedSearchInput,
    type CatalogueSearchInput,
    containsPattern,
    MAX_SEARCH_TAKE,
    searchWords,
} from './search-input';
import { normaliseSearchText } from './search-text';
import { SharedLists } from './shared-lists';
import type { SnapshotSourceRow } from './search-snapshot';
import { SearchSnapshots } from './search-snapshots';

interface RawMatch {
    productId: string | number;
    variantId: string | number;
    price: string | number;
    priceWithTax: string | number;
    rank: string | number | null;
    facetValueIds: string | null;
    collectionIds: string | null;
}

export interface SearchResultWithCard extends SearchResult {
    kind: string;
    reviewRating: number | null;
    reviewCount: number;
    secondaryAsset?: { id: ID; preview: string };
}

/** Variant rows the shared match sets may hold across requests (a 10,000-variant set is about 2 MB). */
const SHARED_MATCH_ROWS = 200_000;
/** Results the shared pages may hold across requests: a page is at most MAX_SEARCH_TAKE of them. */
const SHARED_PAGE_RESULTS = 20_000;
/** Index rows of single variants held across requests (a row is 1 to 3 KB with its description). */
const SHARED_VARIANT_ROWS = 5_000;

const split = (s: string | null): string[] => (s ? s.split(',').filter(Boolean) : []);

/**
 * The shop's search, on SQLite and PostgreSQL. A word is found as a substring of the sku,
 * name or description in any of the shop's languages, so one- and two-character Chinese words
 * (`金`, `表带`) match, which Vendure's strategies drop. An exact sku or name ranks first,
 * then a match in the sku or name, then one in the description only.
 *
 * One query finds every matching variant with what sorting and counting need; the total,
 * the facet and collection counts and the order of the page all come from it, and a second
 * query reads the page's rows in the visitor's language. The matching set, what is computed
 * from it, the pages cut from it and the facet values it counts are kept across requests under
 * the catalogue version (SharedLists), so a repeated search reads nothing until the catalogue
 * changes; the resolver asks for items, total and counts separately, all from the same set.
 */
export class CatalogueSearchStrategy implements SearchStrategy {
    private connection!: TransactionalConnection;
    private readonly matchSets = new WeakMap<RequestContext, Map<string, Promise<MatchRow[]>>>();
    private readonly shared = new SharedLists<MatchRow>(SHARED_MATCH_ROWS);
    /** Pages of results in one language, shared like the match sets they were cut from. */
    private readonly sharedPages = new SharedLists<SearchResultWithCard>(SHARED_PAGE_RESULTS);
    /**
     * What is computed from a match set (its sorted groups, its counts), kept as long as the
     * set itself, so that a repeated search costs neither a scan nor a sort.
     */
    /**
     * Index rows of single variants in one language, shared like the pages: a variant's row is
     * the same in every search that shows it, so varied searches read only the rows not yet held.
     */
    private readonly sharedRows = new SharedLists<Record<string, unknown>>(SHARED_VARIANT_ROWS);
    /** Facet value ids by facet and value codes, which filters name. */
    private readonly sharedFacetValueIds = new SharedLists<ID>(SHARED_PAGE_RESULTS);
    private readonly derived = new WeakMap<readonly MatchRow[], Map<string, unknown>>();
    private version: CatalogueVersionSource | undefined;
    private facetValueService!: FacetValueService;
    /** Facet values in one channel and language, read once per catalogue version. */
    private facetValueEntities: { key: string; values: Map<string, Promise<FacetValue | undefined>> } | undefined;
    /** The catalogue version read once per request, however many match sets it asks for. */
    private readonly versions = new WeakMap<RequestContext, Promise<string | undefined>>();
    /** The whole index of a channel in memory, at the current version, once one has been read. */
    private readonly snapshots = new SearchSnapshots(
        (channelId) => this.snapshotRows(channelId),
        Date.now,
        (err) => Logger.warn(`The search index could not be read into memory: ${err.message}`, loggerCtx),
        (snapshot, ms) =>
            Logger.verbose(
                `Search index in memory: ${snapshot.size} variants, ${snapshot.textCount} distinct texts, read in ${ms} ms`,
                loggerCtx,
            ),
    );

    /** Whether searches are answered from memory when they can (the tests compare both ways). */
    constructor(private readonly useSnapshots = true) {}

    async init(injector: Injector): Promise<void> {
        this.connection = injector.get(TransactionalConnection);
        this.version = catalogueVersionOf(injector);
        this.facetValueService = injector.get(FacetValueService);
        // A server (not the worker) reads the index into memory as it starts, so that the first
        // searches after a deployment find it ready rather than waiting for one to ask.
        if (this.useSnapshots && injector.get(ProcessContext).isServer) {
            setImmediate(() => void this.warm(injector.get(ChannelService)));
        }
    }

    private async warm(channels: ChannelService): Promise<void> {
        try {
            const channel = await channels.getDefaultChannel();
            const version = await this.version?.current();
            if (version !== undefined) {
                this.snapshots.current(String(channel.id), channel.defaultLanguageCode, version);
            }
        } catch (err) {
            Logger.warn(`The search index was not read into memory at start: ${(err as Error).message}`, loggerCtx);
        }
    }

    /**
     * The facet values of the results with their counts, as Vendure's search service gives
     * them, but with the values themselves read once per catalogue version and language rather
     * than once per request (reading and translating a few dozen is most of a search's cost).
     */
    async facetValues(
        ctx: RequestContext,
        input: CatalogueSearchInput,
        enabledOnly: boolean,
    ): Promise<Array<{ facetValue: FacetValue; count: number }>> {
        const counts = await this.getFacetValueIds(ctx, input, enabledOnly);
        const values = await this.facetValuesByIds(ctx, [...counts.keys()].map(String));
        return values.map((facetValue) => ({ facetValue, count: counts.get(String(facetValue.id)) ?? 0 }));
    }

    private async facetValuesByIds(ctx: RequestContext, ids: string[]): Promise<FacetValue[]> {
        const version = await this.versionOf(ctx);
        if (version === undefined) return this.facetValueService.findByIds(ctx, ids);
        const key = `${version}|${String(ctx.channelId)}|${ctx.languageCode}`;
        // Only the current version's values are kept: they are bounded by the catalogue's own.
        if (this.facetValueEntities?.key !== key) this.facetValueEntities = { key, values: new Map() };
        const { values } = this.facetValueEntities;
        const missing = ids.filter((id) => !values.has(id));
        if (missing.length) {
            const read = this.facetValueService.findByIds(ctx, missing);
            for (const id of missing) {
                const one = read.then((found) => found.find((v) => String(v.id) === id));
                // A failed read is not kept: the next request tries again.
                one.catch(() => values.get(id) === one && values.delete(id));
                values.set(id, one);
            }
        }
        const found = await Promise.all(ids.map((id) => values.get(id)));
        return found.filter((v): v is FacetValue => v !== undefined);
    }

    async getTotalCount(ctx: RequestContext, input: CatalogueSearchInput, enabledOnly: boolean): Promise<number> {
        const byProduct = !!input.groupByProduct;
        const rows = await this.matches(ctx, input, enabledOnly);
        return this.derive(rows, `total|${byProduct}`, () => countResults(rows, byProduct));
    }

    /**
     * Counts per facet value. A facet the shopper filters on is counted without its own filter,
     * so its other values keep their counts and can be added to the selection.
     */
    async getFacetValueIds(
        ctx: RequestContext,
        input: CatalogueSearchInput,
        enabledOnly: boolean,
    ): Promise<Map<ID, number>> {
        const byProduct = !!input.groupByProduct;
        const rows = await this.matches(ctx, input, enabledOnly);
        // A copy: the counts of the set are shared, and the filtered facets replace theirs below.
        const counts = new Map(
            this.derive(rows, `facets|${byProduct}`, () => countIds(rows, byProduct, (r) => r.facetValueIds)),
        );
        for (const filter of input.facetCodeFilters ?? []) {
            const without = {
                ...input,
                facetCodeFilters: input.facetCodeFilters?.filter((f) => f.facet !== filter.facet),
            };
            const own = new Set((await this.facetValueIdsOf(ctx, filter.facet)).map(String));
            const others = await this.matches(ctx, without, enabledOnly);
            for (const id of own) counts.delete(id);
            const ownCounts = this.derive(others, `facet|${filter.facet}|${[...own].join(',')}|${byProduct}`, () =>
                countIds(others, byProduct, (r) => r.facetValueIds.filter((v) => own.has(v))),
            );
            for (const [id, n] of ownCounts) counts.set(id, n);
        }
        return counts;
    }

    async getCollectionIds(
        ctx: RequestContext,
        input: CatalogueSearchInput,
        enabledOnly: boolean,
    ): Promise<Map<ID, number>> {
        const byProduct = !!input.groupByProduct;
        const rows = await this.matches(ctx, input, enabledOnly);
        return this.derive(rows, `collections|${byProduct}`, () => countIds(rows, byProduct, (r) => r.collectionIds));
    }

    async getSearchResults(
        ctx: RequestContext,
        input: CatalogueSearchInput,
        enabledOnly: boolean,
    ): Promise<SearchResult[]> {
        const take = Math.min(Math.max(input.take ?? 25, 0), MAX_SEARCH_TAKE);
        const skip = Math.max(input.skip ?? 0, 0);
        const byProduct = !!input.groupByProduct;
        const sort = sortKey(input);
        const rows = await this.matches(ctx, input, enabledOnly);
        const groups = this.derive(rows, `groups|${byProduct}|${JSON.stringify(sort)}`, () =>
            sortGroups(groupRows(rows, byProduct), sort),
        );
        const page = groups.slice(skip, skip + take);
        if (!page.length) return [];
        const language = this.indexLanguage(ctx);
        const version = await this.versionOf(ctx);
        if (version === undefined) return this.readPage(ctx, page, language, byProduct, version);
        // The same page of the same set in the same language is the same list of results.
        const key = JSON.stringify([
            version,
            String(ctx.channelId),
            language,
            matchKey(boundedSearchInput(input)),
            enabledOnly,
            byProduct,
            sort,
            skip,
            take,
        ]);
        return this.sharedPages.get(key, () => this.readPage(ctx, page, language, byProduct, version));
    }

    /** A page's results: its rows in the visitor's language, each with its group's prices and rank. */
    private async readPage(
        ctx: RequestContext,
        page: ResultGroup[],
        language: LanguageCode,
        byProduct: boolean,
        version: string | undefined,
    ): Promise<SearchResultWithCard[]> {
        const rows = await this.pageRows(ctx, page, language, version);
        return page.flatMap((g) => {
            const raw = rows.get(String(g.variantId));
            if (!raw) return [];
            const result = mapToSearchResult(raw, ctx.channel.defaultCurrencyCode) as SearchResultWithCard;
            if (byProduct) {
                // In stock when any variant is, as Vendure's own grouped search says.
                (result as { inStock?: boolean }).inStock = Boolean(Number(raw.si_productInStock ?? raw.si_inStock));
                result.priceWithTax = { min: g.minPrice, max: g.maxPrice };
                result.price = { min: g.minNet, max: g.maxNet };
            }
            result.score = g.rank;
            result.kind = String(raw.kind ?? 'watch');
            result.reviewRating = raw.reviewRating == null ? null : Number(raw.reviewRating);
            result.reviewCount = Number(raw.reviewCount ?? 0);
            if (raw.secondaryAssetId != null) {
                result.secondaryAsset = { id: raw.secondaryAssetId as ID, preview: String(raw.secondaryPreview) };
            }
            return [result];
        });
    }

    /** A value computed once from a match set, for as long as the set is kept. */
    private derive<T>(rows: readonly MatchRow[], key: string, compute: () => T): T {
        let values = this.derived.get(rows);
        if (!values) this.derived.set(rows, (values = new Map()));
        if (!values.has(key)) values.set(key, compute());
        return values.get(key) as T;
    }

    /**
     * Whether searches of the request's channel are answered from memory at the current
     * catalogue version, once a build under way has ended (a missing one is started).
     */
    async answersFromMemory(ctx: RequestContext): Promise<boolean> {
        const version = await this.versionOf(ctx);
        if (version === undefined || !this.useSnapshots) return false;
        const held = () => this.snapshots.current(String(ctx.channelId), ctx.channel.defaultLanguageCode, version);
        if (held()) return true;
        await this.snapshots.settled();
        return held() !== undefined;
    }

    /** The catalogue version, read once per request however many sets and pages it asks for. */
    private versionOf(ctx: RequestContext): Promise<string | undefined> {
        let read = this.versions.get(ctx);
        if (!read) this.versions.set(ctx, (read = this.version?.current() ?? Promise.resolve(undefined)));
        return read;
    }

    /** The visitor's language when the channel has it, else the channel's own. */
    private indexLanguage(ctx: RequestContext): LanguageCode {
        const available = ctx.channel.availableLanguageCodes ?? [];
        return available.includes(ctx.languageCode) ? ctx.languageCode : ctx.channel.defaultLanguageCode;
    }

    /** Every variant matching the input (bounded first), once per request and input. */
    private matches(ctx: RequestContext, unbounded: CatalogueSearchInput, enabledOnly: boolean): Promise<MatchRow[]> {
        const input = boundedSearchInput(unbounded);
        let perRequest = this.matchSets.get(ctx);
        if (!perRequest) this.matchSets.set(ctx, (perRequest = new Map()));
        const key = JSON.stringify([matchKey(input), enabledOnly]);
        let rows = perRequest.get(key);
        if (!rows) {
            rows = this.sharedMatches(ctx, input, enabledOnly, key);
            perRequest.set(key, rows);
        }
        return rows;
    }

    /**
     * A match set another request already read under the current catalogue version, or a new
     * read. Without a version to trust (no catalogue-cache plugin, its store unreachable), every
     * request reads its own.
     */
    private async sharedMatches(
        ctx: RequestContext,
        input: CatalogueSearchInput,
        enabledOnly: boolean,
        key: string,
    ): Promise<MatchRow[]> {
        const version = await this.versionOf(ctx);
        if (version === undefined) return this.queryMatches(ctx, input, enabledOnly);
        return this.shared.get(`${version}|${String(ctx.channelId)}|${key}`, () =>
            this.queryMatches(ctx, input, enabledOnly),
        );
    }

    private async queryMatches(
        ctx: RequestContext,
        input: CatalogueSearchInput,
        enabledOnly: boolean,
    ): Promise<MatchRow[]> {
        const version = this.useSnapshots ? await this.versionOf(ctx) : undefined;
        const snapshot =
            version === undefined
                ? undefined
                : this.snapshots.current(String(ctx.channelId), ctx.channel.defaultLanguageCode, version);
        if (snapshot) {
            const facetCodeIds = await this.facetCodeIds(ctx, input);
            if (!facetCodeIds) return [];
            const words = searchWords(input.term);
            return snapshot.match({
                words,
                exact: words.length ? normaliseSearchText(input.term!) : '',
                input,
                facetCodeIds,
                enabledOnly,
            });
        }
        // Facets, collections and prices are the same in every language row of a variant, so
        // one pass over the rows of all languages finds a word in any of them; grouping by
        // variant gives one row each (MIN picks the identical value).
        const qb = this.connection
            .getRepository(ctx, SearchIndexItem)
            .createQueryBuilder('si')
            .select('si.productVariantId', 'variantId')
            .addSelect('MIN(si.productId)', 'productId')
            .addSelect('MIN(si.price)', 'price')
            .addSelect('MIN(si.priceWithTax)', 'priceWithTax')
            .addSelect('MIN(si.facetValueIds)', 'facetValueIds')
            .addSelect('MIN(si.collectionIds)', 'collectionIds')
            .where('si.channelId = :channelId', { channelId: ctx.channelId })
            .groupBy('si.productVariantId');
        if (enabledOnly) qb.andWhere('si.enabled = :enabled', { enabled: true });
        const ok = await this.applyFilters(ctx, qb, input);
        if (!ok) return [];
        const raw = await qb.getRawMany<RawMatch>();
        return raw.map((r) => ({
            productId: String(r.productId),
            variantId: String(r.variantId),
            price: Number(r.price),
            priceWithTax: Number(r.priceWithTax),
            rank: Number(r.rank ?? 0),
            facetValueIds: split(r.facetValueIds),
            collectionIds: split(r.collectionIds),
        }));
    }

    /** Adds the input's conditions; false when they can match nothing. */
    private async applyFilters(
        ctx: RequestContext,
        qb: SelectQueryBuilder<SearchIndexItem>,
        input: CatalogueSearchInput,
    ): Promise<boolean> {
        const words = searchWords(input.term);
        if (words.length) {
            // The normalised text of the same row (entities/catalogue-search-text.entity.ts),
            // lower-case already, so a plain LIKE that PostgreSQL's trigram index serves.
            qb.innerJoin(
                CatalogueSearchText,
                'st',
                'st.productVariantId = si.productVariantId AND st.languageCode = si.languageCode AND st.channelId = si.channelId',
            );
            const inText = words.map((_, i) => `st.text LIKE :word${i} ESCAPE '\\'`).join(' AND ');
            const inName = words.map((_, i) => `st.names LIKE :word${i} ESCAPE '\\'`).join(' AND ');
            words.forEach((w, i) => qb.setParameter(`word${i}`, containsPattern(w)));
            qb.andWhere(`(${inText})`);
            qb.addSelect(
                `MAX(CASE WHEN st.sku = :exact OR st.name = :exact THEN 2 WHEN ${inName} THEN 1 ELSE 0 END)`,
                'rank',
            );
            qb.setParameter('exact', normaliseSearchText(input.term!));
        } else {
            // Without words any language row will do: take the default language's.
            qb.andWhere('si.languageCode = :indexLanguage', { indexLanguage: ctx.channel.defaultLanguageCode });
            qb.addSelect('0', 'rank');
        }

        if (input.kinds?.length) {
            // A product's kind is its `kind` field (config/product-kind-filter.ts), not any
            // collection's: a leather collection also matches watches on leather straps.
            const products = qb
                .subQuery()
                .select('kindProduct.id')
                .from(Product, 'kindProduct')
                .where('kindProduct.customFields.kind IN (:...kinds)')
                .getQuery();
            qb.andWhere(`si.productId IN ${products}`, { kinds: input.kinds });
        }
        if (input.inStock != null) {
            qb.andWhere(input.groupByProduct ? 'si.productInStock = :inStock' : 'si.inStock = :inStock', {
                inStock: input.inStock,
            });
        }
        const range = input.priceRangeWithTax;
        if (range) {
            qb.andWhere('si.priceWithTax BETWEEN :priceMin AND :priceMax', {
                priceMin: Math.min(range.min, range.max),
                priceMax: Math.max(range.min, range.max),
            });
        }

        // Vendure's own facet filters by id: each entry must match, `or` lists alternatives.
        let n = 0;
        const anyOf = (ids: readonly ID[], column: 'facetValueIds' | 'collectionIds') =>
            new Brackets((b) => {
                for (const id of ids) {
                    const p = `any${n++}`;
                    b.orWhere(`(',' || si.${column} || ',') LIKE :${p} ESCAPE '\\'`, {
                        [p]: containsPattern(`,${String(id)},`),
                    });
                }
            });
        for (const f of input.facetValueFilters ?? []) {
            const ids = [...(f.and ? [f.and] : []), ...(f.or ?? [])];
            if (ids.length) qb.andWhere(anyOf(ids, 'facetValueIds'));
        }
        if (input.facetValueIds?.length) {
            if (input.facetValueOperator === 'OR') qb.andWhere(anyOf(input.facetValueIds, 'facetValueIds'));
            else for (const id of input.facetValueIds) qb.andWhere(anyOf([id], 'facetValueIds'));
        }
        const facetCodeIds = await this.facetCodeIds(ctx, input);
        if (!facetCodeIds) return false;
        for (const ids of facetCodeIds) qb.andWhere(anyOf(ids, 'facetValueIds'));

        if (input.collectionId) qb.andWhere(anyOf([input.collectionId], 'collectionIds'));
        if (input.collectionIds?.length) qb.andWhere(anyOf(input.collectionIds, 'collectionIds'));
        // A slug and a list together: the product must be in the one and in any of the list.
        for (const slugs of [input.collectionSlug ? [input.collectionSlug] : [], input.collectionSlugs ?? []]) {
            if (!slugs.length) continue;
            qb.andWhere(
                new Brackets((b) => {
                    for (const slug of new Set(slugs)) {
                        const p = `slug${n++}`;
                        b.orWhere(`(',' || si.collectionSlugs || ',') LIKE :${p} ESCAPE '\\'`, {
                            [p]: containsPattern(`,${slug},`),
                        });
                    }
                }),
            );
        }
        return true;
    }

    /**
     * Every index row of a channel with its search text and its product's kind, for the
     * in-memory snapshot: one statement, so the rows agree with one another. Not the request's
     * transaction: the snapshot outlives the request.
     */
    private snapshotRows(channelId: string): Promise<SnapshotSourceRow[]> {
        return this.connection.rawConnection
            .getRepository(SearchIndexItem)
            .createQueryBuilder('si')
            .leftJoin(
                CatalogueSearchText,
                'st',
                'st.productVariantId = si.productVariantId AND st.languageCode = si.languageCode AND st.channelId = si.channelId',
            )
            .leftJoin(Product, 'product', 'product.id = si.productId')
            .select('si.productVariantId', 'productVariantId')
            .addSelect('si.productId', 'productId')
            .addSelect('si.languageCode', 'languageCode')
            .addSelect('si.price', 'price')
            .addSelect('si.priceWithTax', 'priceWithTax')
            .addSelect('si.facetValueIds', 'facetValueIds')
            .addSelect('si.collectionIds', 'collectionIds')
            .addSelect('si.collectionSlugs', 'collectionSlugs')
            .addSelect('si.inStock', 'inStock')
            .addSelect('si.productInStock', 'productInStock')
            .addSelect('si.enabled', 'enabled')
            .addSelect('product.customFields.kind', 'kind')
            .addSelect('st.sku', 'sku')
            .addSelect('st.name', 'name')
            .addSelect('st.names', 'names')
            .addSelect('st.text', 'text')
            .where('si.channelId = :channelId', { channelId })
            .getRawMany<SnapshotSourceRow>();
    }

    /**
     * For each facet code filter, the ids of its values, which a match must have one of; undefined
     * when a filter names no value that exists: it selects nothing, rather than being ignored.
     */
    private async facetCodeIds(ctx: RequestContext, input: CatalogueSearchInput): Promise<ID[][] | undefined> {
        const lists: ID[][] = [];
        for (const f of input.facetCodeFilters ?? []) {
            const ids = await this.facetValueIdsOf(ctx, f.facet, f.values);
            if (!ids.length) return undefined;
            lists.push(ids);
        }
        return lists;
    }

    /** Ids of a facet's values, all of them or those with the given codes. */
    private async facetValueIdsOf(ctx: RequestContext, facetCode: string, valueCodes?: string[]): Promise<ID[]> {
        if (valueCodes && !valueCodes.length) return [];
        const version = await this.versionOf(ctx);
        if (version === undefined) return this.queryFacetValueIds(ctx, facetCode, valueCodes);
        return this.sharedFacetValueIds.get(JSON.stringify([version, facetCode, valueCodes ?? null]), () =>
            this.queryFacetValueIds(ctx, facetCode, valueCodes),
        );
    }

    private async queryFacetValueIds(ctx: RequestContext, facetCode: string, valueCodes?: string[]): Promise<ID[]> {
        const qb = this.connection
            .getRepository(ctx, FacetValue)
            .createQueryBuilder('fv')
            .innerJoin('fv.facet', 'facet')
            .select('fv.id', 'id')
            .where('facet.code = :facetCode', { facetCode });
        if (valueCodes) qb.andWhere('fv.code IN (:...valueCodes)', { valueCodes });
        const rows = await qb.getRawMany<{ id: ID }>();
        return rows.map((r) => r.id);
    }

    /**
     * The page's rows: those held under the current version, and the others read in one query
     * and held from then on.
     */
    private async pageRows(
        ctx: RequestContext,
        page: ResultGroup[],
        language: LanguageCode,
        version: string | undefined,
    ): Promise<Map<string, Record<string, unknown>>> {
        const byVariant = (rows: Array<Record<string, unknown>>) =>
            new Map(rows.map((r) => [String(r.si_productVariantId), r]));
        if (version === undefined) return byVariant(await this.readRows(ctx, page, language));
        const missing: ResultGroup[] = [];
        let allAsked!: () => void;
        // Started once every row of the page has been asked for, with those not held.
        const read = new Promise<void>((resolve) => (allAsked = resolve)).then(async () =>
            missing.length ? byVariant(await this.readRows(ctx, missing, language)) : new Map(),
        );
        const rows = page.map((g) =>
            this.sharedRows.get(`${version}|${String(ctx.channelId)}|${language}|${g.variantId}`, () => {
                missing.push(g);
                return read.then((found) => {
                    const row = found.get(g.variantId);
                    return row ? [row] : [];
                });
            }),
        );
        allAsked();
        return byVariant((await Promise.all(rows)).flat());
    }

    /**
     * Rows in the visitor's language, with each product's kind and rating (reviews plugin) and
     * its second picture, for the card's hover (spec §2: up to two images).
     */
    private async readRows(
        ctx: RequestContext,
        page: ResultGroup[],
        language: LanguageCode,
    ): Promise<Array<Record<string, unknown>>> {
        return this.connection
            .getRepository(ctx, SearchIndexItem)
            .createQueryBuilder('si')
            .leftJoin(Product, 'product', 'product.id = si.productId')
            .leftJoin(ProductAsset, 'second', 'second.productId = si.productId AND second.position = 1')
            .leftJoin(Asset, 'secondAsset', 'secondAsset.id = second.assetId')
            .addSelect('product.customFields.kind', 'kind')
            .addSelect('product.customFields.reviewRating', 'reviewRating')
            .addSelect('product.customFields.reviewCount', 'reviewCount')
            .addSelect('secondAsset.id', 'secondaryAssetId')
            .addSelect('secondAsset.preview', 'secondaryPreview')
            .where('si.channelId = :channelId', { channelId: ctx.channelId })
            .andWhere('si.languageCode = :language', { language })
            .andWhere('si.productVariantId IN (:...ids)', { ids: page.map((g) => g.variantId) })
            .getRawMany<Record<string, unknown>>();
    }
}

/** What decides the matching set: paging and sorting do not. */
function matchKey(input: CatalogueSearchInput): unknown {
    return [
        // Ways of writing the same words (`Étoile`, `etoile`) share one set.
        searchWords(input.term),
        normaliseSearchText(input.term ?? ''),
        input.kinds ?? null,
        input.inStock ?? null,
        input.priceRangeWithTax ?? null,
        input.facetValueFilters ?? null,
        input.facetValueIds ?? null,
        input.facetValueOperator ?? null,
        input.facetCodeFilters ?? null,
        input.collectionId ?? null,
        input.collectionIds ?? null,
        input.collectionSlug ?? null,
        input.collectionSlugs ?? null,
    ];
}

function sortKey(input: CatalogueSearchInput): SortKey {
    const s = input.sort;
    if (s?.newest) return { by: 'newest' };
    if (s?.price) return { by: 'price', order: s.price };
    if (s?.name) return { by: 'name', order: s.name };
    return { by: 'price', order: 'ASC' };
}
