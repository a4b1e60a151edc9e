// Requests only: the REST face as the mini-program calls it, each answer checked against the
// face's OpenAPI document.
import { expect, test } from '@playwright/test';

import { legacyCall, legacyDocument } from './legacy-api';
import { shopApi, shopSearch } from './shop-api';

test.describe('REST: the document', () => {
    test('is OpenAPI 3.1 and lists every row of spec §7 it serves', async ({ request }) => {
        const document = await legacyDocument(request);
        expect(document.openapi).toBe('3.1.0');
        expect(Object.keys(document.paths)).toContain('/legacy-api/datalayer/inventory/stock/sku');
    });

    test('an unknown path is a 404 in the face’s shape, not a page', async ({ request }) => {
        const reply = await legacyCall<{ code: string; message: string }>(request, 'GET', 'no/such/row', {
            unchecked: true,
        });
        expect(reply.status).toBe(404);
        expect(reply.body.code).toBe('ENTITY_NOT_FOUND');
    });
});

test.describe('REST: datalayer/inventory/stock/sku', () => {
    test('answers what is left of each sku, and leaves an unknown one out', async ({ request }) => {
        const { items } = await shopSearch(request, { take: 2 });
        const skus = items.map((item) => item.sku);
        const reply = await legacyCall<Array<{ sku: string; salable_qty: number; is_in_stock: boolean }>>(
            request,
            'GET',
            `datalayer/inventory/stock/sku?sku=${encodeURIComponent([...skus, 'NO-SUCH-SKU'].join(','))}`,
        );
        expect(reply.status).toBe(200);
        expect(reply.body.map((row) => row.sku)).toEqual(skus);
        for (const row of reply.body) expect(row.is_in_stock).toBe(row.salable_qty > 0);
    });

    test('refuses a missing or oversized sku list with 400 naming the field', async ({ request }) => {
        const none = await legacyCall<{ code: string; field: string }>(request, 'GET', 'datalayer/inventory/stock/sku');
        expect(none.status).toBe(400);
        expect(none.body).toMatchObject({ code: 'INVALID', field: 'sku' });
        const many = Array.from({ length: 51 }, (_, i) => `SKU-${i}`).join(',');
        const tooMany = await legacyCall(request, 'GET', `datalayer/inventory/stock/sku?sku=${many}`);
        expect(tooMany.status).toBe(400);
    });

    test('reads no cookie and no bad token: a bearer that names no session is 401 where a token is read', async ({
        request,
    }) => {
        // This row reads no token at all: a made-up one changes nothing.
        const reply = await legacyCall(request, 'GET', 'datalayer/inventory/stock/sku?sku=X', {
            token: 'made-up-token',
        });
        expect(reply.status).toBe(200);
    });
});

interface Image {
    url: string;
    card: string;
}
interface Card {
    product_id: string;
    sku: string;
    kind: string;
    price_fen: number;
    image: Image | null;
}
interface Listing {
    items: Card[];
    total_count: number;
    page: number;
    page_size: number;
    total_pages: number;
}

test.describe('REST: productDetail/{sku}', () => {
    test('answers the product owning the sku, its variants priced in fen and yuan, its pictures sized', async ({
        request,
    }) => {
        const { items } = await shopSearch(request, { collectionSlug: 'watches', take: 1 });
        const hit = items[0];
        const reply = await legacyCall<{
            id: string;
            sku: string;
            name: string;
            description: string;
            price: number;
            price_fen: number;
            images: Image[];
            variants: Array<{ sku: string; price_fen: number; salable_qty: number }>;
            flags: string[];
            facets: Array<{ code: string }>;
        }>(request, 'GET', `productDetail/${encodeURIComponent(hit.sku)}`);
        expect(reply.status).toBe(200);
        expect(reply.body.id).toBe(hit.productId);
        expect(reply.body.name).toBe(hit.productName);
        expect(reply.body.variants.map((v) => v.sku)).toContain(hit.sku);
        expect(reply.body.price).toBe(reply.body.price_fen / 100);
        expect(reply.body.price_fen).toBeGreaterThanOrEqual(hit.priceWithTax.min);
        expect(reply.body.description).not.toMatch(/<script/i);
        expect(reply.body.images.length).toBeGreaterThan(0);
        expect(reply.body.images[0].card).toMatch(/\/assets\/.+\?preset=card$/);
        expect(reply.body.facets.map((f) => f.code)).toContain('collection');
        const picture = await request.get(new URL(reply.body.images[0].card).pathname + '?preset=card');
        expect(picture.status()).toBe(200);
    });

    test('answers an unknown sku with 404 and a sku too long with 400', async ({ request }) => {
        const unknown = await legacyCall<{ code: string }>(request, 'GET', 'productDetail/NO-SUCH-SKU');
        expect(unknown.status).toBe(404);
        expect(unknown.body.code).toBe('ENTITY_NOT_FOUND');
        const long = await legacyCall<{ code: string; field: string }>(
            request,
            'GET',
            `productDetail/${'X'.repeat(65)}`,
        );
        expect(long.status).toBe(400);
        expect(long.body).toMatchObject({ code: 'INVALID', field: 'sku' });
    });
});

test.describe('REST: strapBundleDetail/{sku}', () => {
    test('answers a strap with its buckles as Magento’s bundle options, priced as the Shop API prices them', async ({
        request,
    }) => {
        const { items } = await shopSearch(request, { collectionSlug: 'straps', take: 1 });
        const sku = items[0].sku;
        const { productBySku } = await shopApi<{
            productBySku: {
                variants: Array<{
                    sku: string;
                    strapBundle: {
                        strapPriceWithTax: number;
                        buckles: Array<{ variantId: string; priceWithTax: number; bundlePriceWithTax: number }>;
                    };
                }>;
            };
        }>(
            request,
            `query ($sku: String!) { productBySku(sku: $sku) { variants { sku strapBundle {
                strapPriceWithTax buckles { variantId priceWithTax bundlePriceWithTax } } } } }`,
            { sku },
        );
        const offer = productBySku.variants.find((v) => v.sku === sku)!.strapBundle;
        const reply = await legacyCall<{
            sku: string;
            price_fen: number;
            bundle_options: Array<{
                option_id: number;
                title: string;
                product_links: Array<{ id: string; sku: string; price_fen: number; bundle_price_fen: number }>;
            }>;
        }>(request, 'GET', `strapBundleDetail/${encodeURIComponent(sku)}`);
        expect(reply.status).toBe(200);
        expect(reply.body.sku).toBe(sku);
        expect(reply.body.price_fen).toBe(offer.strapPriceWithTax);
        const [strap, buckle] = reply.body.bundle_options;
        expect(strap).toMatchObject({ option_id: 1, title: 'Strap' });
        expect(strap.product_links.map((l) => l.sku)).toEqual([sku]);
        expect(buckle).toMatchObject({ option_id: 2, title: 'Buckle' });
        expect(buckle.product_links.length).toBe(offer.buckles.length);
        expect(offer.buckles.length).toBeGreaterThan(0);
        for (const [i, link] of buckle.product_links.entries()) {
            expect(link.id).toBe(offer.buckles[i].variantId);
            expect(link.price_fen).toBe(offer.buckles[i].priceWithTax);
            expect(link.bundle_price_fen).toBe(offer.buckles[i].bundlePriceWithTax);
            expect(link.sku).not.toBe('');
        }
    });

    test('answers a watch’s sku with 404 (no strap) and a sku too long with 400', async ({ request }) => {
        const { items } = await shopSearch(request, { collectionSlug: 'watches', take: 1 });
        const watch = await legacyCall<{ code: string }>(request, 'GET', `strapBundleDetail/${items[0].sku}`);
        expect(watch.status).toBe(404);
        expect(watch.body.code).toBe('ENTITY_NOT_FOUND');
        const long = await legacyCall(request, 'GET', `strapBundleDetail/${'X'.repeat(65)}`);
        expect(long.status).toBe(400);
    });
});

interface Node {
    id: string;
    name: string;
    slug: string;
    link: string;
    breadcrumbs: Array<{ name: string; link: string }>;
    children: Node[];
}

test.describe('REST: init-product/product/collection', () => {
    test('answers the public collection tree, the root as Home with link /', async ({ request }) => {
        const reply = await legacyCall<Node>(request, 'GET', 'init-product/product/collection?lang=en');
        expect(reply.status).toBe(200);
        expect(reply.body).toMatchObject({ name: 'Home', link: '/' });
        const slugs = reply.body.children.map((c) => c.slug);
        expect(slugs).toEqual(expect.arrayContaining(['watches', 'straps']));
        const all: Node[] = [];
        const walk = (n: Node) => n.children.forEach((c) => (all.push(c), walk(c)));
        walk(reply.body);
        // Private collections (the buckles, the search picks) are no part of it.
        expect(all.map((n) => n.slug)).not.toContain('buckles');
        expect(all.map((n) => n.slug)).not.toContain('recommend_search');
        const watches = reply.body.children.find((c) => c.slug === 'watches')!;
        const line = watches.children[0];
        expect(line.link).toBe(`/watches/${line.slug}`);
        expect(line.breadcrumbs.map((b) => b.link)).toEqual(['/', '/watches', line.link]);
        expect(line.breadcrumbs[0].name).toBe('Home');
    });
});

test.describe('REST: init-product/product/manual', () => {
    test('lists 24 a page by default, page 1, with the Shop API search’s total', async ({ request }) => {
        const all = await shopSearch(request, { collectionSlugs: ['watches', 'straps'], take: 1 });
        const reply = await legacyCall<Listing>(request, 'GET', 'init-product/product/manual');
        expect(reply.status).toBe(200);
        expect(reply.body).toMatchObject({ page: 1, page_size: 24, total_count: all.totalItems });
        expect(reply.body.total_pages).toBe(Math.ceil(all.totalItems / 24));
        expect(reply.body.items.length).toBe(Math.min(24, all.totalItems));
    });

    test('pages by skip = size × (page − 1), in the storefront’s sort and filters', async ({ request }) => {
        const watches = await shopSearch(request, {
            collectionSlugs: ['watches'],
            sort: { price: 'DESC' },
            take: 5,
            skip: 5,
        });
        const reply = await legacyCall<Listing>(
            request,
            'GET',
            'init-product/product/manual?collection=watches&sort=price-DESC&itemsPerPage=5&page=2',
        );
        expect(reply.status).toBe(200);
        expect(reply.body.items.map((i) => i.product_id)).toEqual(watches.items.map((i) => i.productId));
        expect(reply.body.items.every((i) => i.kind === 'watch')).toBe(true);
        expect(reply.body.items[0].price_fen).toBe(watches.items[0].priceWithTax.min);

        const priced = await legacyCall<Listing>(request, 'GET', 'init-product/product/manual?price=0,20000');
        expect(priced.status).toBe(200);
        for (const item of priced.body.items) expect(item.price_fen).toBeLessThanOrEqual(2_000_000);

        const filtered = await legacyCall<Listing>(
            request,
            'GET',
            `init-product/product/manual?filter=${encodeURIComponent(JSON.stringify({ 'dial-colour': ['blue'] }))}`,
        );
        expect(filtered.status).toBe(200);
        expect(filtered.body.total_count).toBeLessThan(
            (await legacyCall<Listing>(request, 'GET', 'init-product/product/manual')).body.total_count,
        );
    });

    test('refuses a parameter it cannot read with 400 naming it', async ({ request }) => {
        for (const [query, field] of [
            ['page=0', 'page'],
            ['page=abc', 'page'],
            ['itemsPerPage=101', 'itemsPerPage'],
            ['sort=cheapest', 'sort'],
            ['filter=%7Bnot-json', 'filter'],
            ['price=5', 'price'],
        ]) {
            const reply = await legacyCall<{ code: string; field: string }>(
                request,
                'GET',
                `init-product/product/manual?${query}`,
            );
            expect(reply.status, query).toBe(400);
            expect(reply.body, query).toMatchObject({ code: 'INVALID', field });
        }
    });
});

test.describe('REST: applet/home', () => {
    test('answers the CMS’s campaigns, the watch collections and twelve recommendations', async ({ request }) => {
        const recommended = await shopSearch(request, {
            collectionSlug: 'recommend_search',
            sort: { price: 'ASC' },
            take: 12,
        });
        const reply = await legacyCall<{
            banners: Array<{ title: string; link: string; image: Image | null }>;
            collections: Array<{ slug: string; link: string }>;
            recommended: Card[];
        }>(request, 'GET', 'applet/home');
        expect(reply.status).toBe(200);
        expect(reply.body.banners.length).toBeGreaterThan(0);
        expect(reply.body.banners.map((b) => b.link)).toContain('/lunar-new-year');
        expect(reply.body.collections.length).toBeGreaterThan(0);
        for (const c of reply.body.collections) expect(c.link).toBe(`/watches/${c.slug}`);
        expect(reply.body.recommended.map((c) => c.product_id)).toEqual(recommended.items.map((i) => i.productId));
        expect(reply.body.recommended.length).toBeLessThanOrEqual(12);
    });
});

test.describe('REST: applet/addressMetadata', () => {
    test('answers the regions the storefront’s address form offers', async ({ request }) => {
        const reply = await legacyCall<Array<{ code: string; name: string; children: Array<{ code: string }> }>>(
            request,
            'GET',
            'applet/addressMetadata',
        );
        expect(reply.status).toBe(200);
        expect(reply.body).toHaveLength(31);
        expect(reply.body[0]).toMatchObject({ code: '11', name: '北京市' });
        const shenzhen = await request.get('/api/regions?code=4403');
        const districts = (await shenzhen.json()) as Array<{ code: string }>;
        const guangdong = reply.body.find((p) => p.code === '44')!;
        expect(
            (guangdong.children.find((c) => c.code === '4403') as unknown as { children: Array<{ code: string }> })
                .children,
        ).toEqual(districts);
    });
});
