import { beforeAll, describe, expect, it } from 'vitest';

import { SearchSnapshot, type SnapshotQuery, type SnapshotSourceRow } from './search-snapshot';
import { SEARCH_SNAPSHOT_MAX_ROWS, SearchSnapshots, SNAPSHOT_MIN_PAUSE_MS } from './search-snapshots';
import { searchTextsOf } from './search-text';

function row(
    variant: number,
    language: string,
    texts: { sku: string; productName: string; productVariantName: string; description: string },
    extra: Partial<SnapshotSourceRow> = {},
): SnapshotSourceRow {
    return {
        productVariantId: variant,
        productId: Math.ceil(variant / 2),
        languageCode: language,
        price: variant * 100,
        priceWithTax: variant * 113,
        facetValueIds: '1,2',
        collectionIds: '7',
        collectionSlugs: 'watches',
        inStock: 1,
        productInStock: 1,
        enabled: 1,
        kind: 'watch',
        ...searchTextsOf(texts),
        ...extra,
    };
}

const rows = [
    row(1, 'zh', {
        sku: 'MC-1',
        productName: '大师 陀飞轮',
        productVariantName: '蓝色',
        description: '<p>精钢 表壳</p>',
    }),
    row(1, 'en', {
        sku: 'MC-1',
        productName: 'Master Tourbillon',
        productVariantName: 'Blue',
        description: 'Steel case',
    }),
    row(
        2,
        'zh',
        { sku: 'MC-2', productName: '大师 陀飞轮', productVariantName: '黑色', description: '<p>金 表壳</p>' },
        {
            inStock: 0,
            facetValueIds: '3',
        },
    ),
    row(
        3,
        'en',
        { sku: 'ST-3', productName: 'Rubber strap', productVariantName: '20mm', description: 'Blue rubber' },
        {
            kind: 'strap',
            collectionSlugs: 'straps',
            enabled: false,
        },
    ),
];
let snapshot: SearchSnapshot;
beforeAll(async () => {
    snapshot = await SearchSnapshot.of(rows, 'zh');
});
const query = (words: string[], input: SnapshotQuery['input'] = {}, more: Partial<SnapshotQuery> = {}) =>
    snapshot.match({ words, exact: words.join(' '), input, facetCodeIds: [], enabledOnly: true, ...more });
const found = (list: ReturnType<typeof query>) => list.map((r) => `${r.variantId}:${r.rank}`).sort();

describe('SearchSnapshot', () => {
    it('finds a word in the sku, the names or the description, in any language, ranking names above descriptions', () => {
        expect(found(query(['陀飞轮']))).toEqual(['1:1', '2:1']);
        expect(found(query(['蓝色']))).toEqual(['1:1']);
        expect(found(query(['表壳']))).toEqual(['1:0', '2:0']);
        expect(found(query(['steel']))).toEqual(['1:0']);
        expect(found(query(['mc-'], {}, { exact: '' }))).toEqual(['1:1', '2:1']);
    });

    it('wants every word in the same language, and an equal sku or name first', () => {
        expect(found(query(['master', 'steel']))).toEqual(['1:0']);
        // 大师 in Chinese and steel in English: no one language holds both.
        expect(found(query(['大师', 'steel']))).toEqual([]);
        expect(found(query(['mc-1'], {}, { exact: 'mc-1' }))).toEqual(['1:2']);
        expect(found(query(['大师陀飞轮'], {}, { exact: '大师陀飞轮' }))).toEqual(['1:2', '2:2']);
    });

    it('filters as the database query does: enabled, kind, stock, price, facets, collections', () => {
        expect(found(query([], {}, { enabledOnly: false }))).toEqual(['1:0', '2:0']);
        // Without words only rows in the default language count: variant 3 has none.
        expect(found(query(['rubber'], {}, { enabledOnly: false }))).toEqual(['3:1']);
        expect(found(query(['rubber'], { kinds: ['watch'] }, { enabledOnly: false }))).toEqual([]);
        expect(found(query([], { inStock: true }))).toEqual(['1:0']);
        expect(found(query([], { priceRangeWithTax: { min: 150, max: 100 } }))).toEqual(['1:0']);
        expect(found(query([], { facetValueIds: ['2', '3'], facetValueOperator: 'OR' as never }))).toEqual([
            '1:0',
            '2:0',
        ]);
        expect(found(query([], { facetValueIds: ['2', '3'] }))).toEqual([]);
        expect(found(query([], {}, { facetCodeIds: [['3']] }))).toEqual(['2:0']);
        expect(found(query([], { collectionSlugs: ['straps', 'watches'], collectionId: '7' }))).toEqual(['1:0', '2:0']);
        expect(found(query([], { collectionSlug: 'straps' }))).toEqual([]);
    });

    it('holds each distinct text once, whatever the number of variants sharing it', async () => {
        expect(snapshot.size).toBe(3);
        const many = await SearchSnapshot.of(
            Array.from({ length: 50 }, (_, i) =>
                row(i + 1, 'zh', {
                    sku: `S-${i}`,
                    productName: '同名',
                    productVariantName: '',
                    description: '同一描述',
                }),
            ),
            'zh',
        );
        // 50 skus, the name, the empty variant name and the description.
        expect(many.textCount).toBe(53);
        expect(
            many.match({ words: ['描述'], exact: '描述', input: {}, facetCodeIds: [], enabledOnly: true }),
        ).toHaveLength(50);
    });
});

describe('SearchSnapshots', () => {
    const setUp = (load: () => Promise<SnapshotSourceRow[]>) => {
        let now = 1_000_000;
        const clock = { advance: (ms: number) => (now += ms) };
        const errors: string[] = [];
        const snapshots = new SearchSnapshots(
            load,
            () => now,
            (err) => errors.push(err.message),
        );
        return { snapshots, clock, errors };
    };

    it('gives a snapshot only for the version it was read at, and builds the next one paced', async () => {
        let loads = 0;
        const { snapshots, clock } = setUp(async () => {
            loads += 1;
            return rows;
        });
        expect(snapshots.current('1', 'zh', 'v1')).toBeUndefined();
        await snapshots.settled();
        expect(snapshots.current('1', 'zh', 'v1')?.size).toBe(3);
        // The catalogue moved on: the old snapshot is not given, and no build starts before the pause.
        expect(snapshots.current('1', 'zh', 'v2')).toBeUndefined();
        await snapshots.settled();
        expect(loads).toBe(1);
        clock.advance(SNAPSHOT_MIN_PAUSE_MS);
        expect(snapshots.current('1', 'zh', 'v2')).toBeUndefined();
        await snapshots.settled();
        expect(loads).toBe(2);
        expect(snapshots.current('1', 'zh', 'v2')).toBeDefined();
        expect(snapshots.current('1', 'zh', 'v1')).toBeUndefined();
    });

    it('starts one build however many searches ask, and keeps none when the read fails', async () => {
        let loads = 0;
        const { snapshots, clock, errors } = setUp(async () => {
            loads += 1;
            throw new Error('connection lost');
        });
        for (let i = 0; i < 5; i++) snapshots.current('1', 'zh', 'v1');
        await snapshots.settled();
        expect(loads).toBe(1);
        expect(errors).toEqual(['connection lost']);
        clock.advance(SNAPSHOT_MIN_PAUSE_MS);
        expect(snapshots.current('1', 'zh', 'v1')).toBeUndefined();
        await snapshots.settled();
        expect(loads).toBe(2);
    });

    it('leaves a catalogue too large to hold to the database until its version moves', async () => {
        let loads = 0;
        const big = Array.from({ length: SEARCH_SNAPSHOT_MAX_ROWS + 1 }, () => rows[0]!);
        const { snapshots, clock } = setUp(async () => {
            loads += 1;
            return big;
        });
        snapshots.current('1', 'zh', 'v1');
        await snapshots.settled();
        clock.advance(SNAPSHOT_MIN_PAUSE_MS);
        expect(snapshots.current('1', 'zh', 'v1')).toBeUndefined();
        await snapshots.settled();
        expect(loads).toBe(1);
        snapshots.current('1', 'zh', 'v2');
        await snapshots.settled();
        expect(loads).toBe(2);
    });
});
