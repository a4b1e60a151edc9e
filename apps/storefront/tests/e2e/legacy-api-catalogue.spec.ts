// Requests only: the REST face as the mini-program calls it, each answer checked against the
// face's OpenAPI document.
import { expect, test } from '@playwright/test';

import { legacyCall, legacyDocument } from './legacy-api';
import { shopSearch } from './shop-api';

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
