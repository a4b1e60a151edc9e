import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import {
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    S3Client,
    type S3ClientConfig,
} from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { LocalS3 } from '../../../scripts/local-s3.mjs' with { 'resolution-mode': 'import' };
import { ADMIN_LOGIN } from '../src/plugins/reviews/e2e/graphql/admin-documents';
import { DRAFT, START } from '../src/plugins/watch-service/e2e/graphql/send-my-watch-documents';
import { signUpMember } from './members';
import { freePort, startTestShop, type TestShop } from './test-shop';

const BUCKET = 'maison-e2e-assets';

const CREATE_ASSETS = /* GraphQL */ `
    mutation ($input: [CreateAssetInput!]!) {
        createAssets(input: $input) {
            __typename
            ... on Asset {
                id
                source
                preview
                width
                height
            }
        }
    }
`;

const DELETE_ASSET = /* GraphQL */ `
    mutation ($id: ID!) {
        deleteAsset(input: { assetId: $id, force: true }) {
            result
        }
    }
`;

const REMOVE_PHOTO = /* GraphQL */ `
    mutation ($key: String!, $photoId: ID!) {
        removeServiceRequestPhoto(key: $key, photoId: $photoId) {
            __typename
        }
    }
`;

interface Draft {
    photos: Array<{ id: string; mimeType: string; url: string }>;
}

/**
 * The shop with ASSET_STORAGE=s3 against the local S3-compatible server (scripts/local-s3.mjs),
 * path-style, as two backend instances behind a load balancer would share it: pictures and
 * their transformed sizes, and customers' service photos, are objects in the bucket.
 * Storage does not depend on the database: SQLite only.
 */
describe('pictures and service photos in object storage', () => {
    let s3: LocalS3;
    let s3Dir: string;
    let client: S3Client;
    let shop: TestShop;
    let adminToken: string;

    beforeAll(async () => {
        s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-e2e-s3-'));
        const { startLocalS3 } = await import('../../../scripts/local-s3.mjs');
        s3 = await startLocalS3({ port: await freePort(), directory: s3Dir, buckets: [BUCKET] });
        const config: S3ClientConfig = {
            endpoint: s3.endpoint,
            region: 'us-east-1',
            forcePathStyle: true,
            credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        };
        client = new S3Client(config);
        shop = await startTestShop({
            name: 'object-storage',
            db: 'sqlite',
            env: {
                ASSET_STORAGE: 's3',
                S3_BUCKET: BUCKET,
                S3_REGION: 'us-east-1',
                S3_ENDPOINT: s3.endpoint,
                S3_FORCE_PATH_STYLE: 'true',
                S3_ACCESS_KEY_ID: s3.accessKeyId,
                S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
            },
        });
        adminToken = (
            await shop.admin(ADMIN_LOGIN, {
                username: shop.env.SUPERADMIN_USERNAME,
                password: 'e2e-superadmin-password',
            })
        ).token!;
    }, 600_000);

    afterAll(async () => {
        await shop?.close();
        await s3?.close();
        fs.rmSync(s3Dir, { recursive: true, force: true });
    });

    /** Whether the bucket has an object under `key`. */
    async function inBucket(key: string): Promise<boolean> {
        try {
            await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
            return true;
        } catch (err) {
            if ((err as { name?: string }).name === 'NotFound') return false;
            throw err;
        }
    }

    async function keysUnder(prefix: string): Promise<string[]> {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
        return (listed.Contents ?? []).map((o) => o.Key!);
    }

    /** Every file under a directory, as paths relative to it. */
    function filesUnder(dir: string): string[] {
        if (!fs.existsSync(dir)) return [];
        return fs
            .readdirSync(dir, { recursive: true, encoding: 'utf8' })
            .filter((f) => fs.statSync(path.join(dir, f)).isFile());
    }

    /** The status of a GET of `target` sent as it is written (fetch would resolve `..` first). */
    function rawStatus(target: string): Promise<number> {
        const { hostname, port } = new URL(shop.baseUrl);
        return new Promise((resolve, reject) => {
            http.get({ hostname, port, path: target }, (res) => {
                res.resume();
                resolve(res.statusCode!);
            }).on('error', reject);
        });
    }

    /** Uploads one file through the Admin API's createAssets (the GraphQL multipart request). */
    async function createAsset(name: string, bytes: Buffer, mimeType: string) {
        const form = new FormData();
        form.append('operations', JSON.stringify({ query: CREATE_ASSETS, variables: { input: [{ file: null }] } }));
        form.append('map', JSON.stringify({ 0: ['variables.input.0.file'] }));
        form.append('0', new Blob([new Uint8Array(bytes)], { type: mimeType }), name);
        const res = await fetch(`${shop.baseUrl}/admin-api`, {
            method: 'POST',
            headers: { authorization: `Bearer ${adminToken}`, 'apollo-require-preflight': 'true' },
            body: form,
        });
        const body = (await res.json()) as {
            data?: {
                createAssets: Array<{
                    __typename: string;
                    id: string;
                    source: string;
                    preview: string;
                    width: number;
                    height: number;
                }>;
            };
            errors?: unknown[];
        };
        expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
        const [asset] = body.data!.createAssets;
        expect(asset.__typename, JSON.stringify(asset)).toBe('Asset');
        return asset;
    }

    /** A URL the shop hands out, as its object key (what follows the asset URL prefix). */
    const identifier = (url: string) => {
        expect(url.startsWith(shop.env.ASSET_URL_PREFIX), url).toBe(true);
        return url.slice(shop.env.ASSET_URL_PREFIX.length);
    };

    it('keeps an uploaded picture, its preview and its sizes in the bucket, serves them and deletes them', async () => {
        const original = await sharp({
            create: { width: 640, height: 480, channels: 3, background: { r: 182, g: 148, b: 92 } },
        })
            .png()
            .toBuffer();
        const asset = await createAsset('object-storage-dial.png', original, 'image/png');
        expect([asset.width, asset.height]).toEqual([640, 480]);
        const source = identifier(asset.source);
        const preview = identifier(asset.preview);

        // Both are objects in the bucket, and none is a file of this instance's.
        expect(await inBucket(source)).toBe(true);
        expect(await inBucket(preview)).toBe(true);
        const stored = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: source }));
        expect(Buffer.from(await stored.Body!.transformToByteArray())).toEqual(original);
        const base = path.basename(preview, path.extname(preview));
        expect(filesUnder(shop.env.ASSET_DIR).filter((f) => f.includes(base))).toEqual([]);

        // The original over the asset route, byte for byte.
        const served = await fetch(`${shop.baseUrl}/assets/${source}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/png');
        expect(Buffer.from(await served.arrayBuffer())).toEqual(original);

        // A preset, made from the preview and kept in the bucket's cache/ for every instance.
        const thumb = await fetch(`${shop.baseUrl}/assets/${preview}?preset=thumb`);
        expect(thumb.status).toBe(200);
        const thumbBytes = Buffer.from(await thumb.arrayBuffer());
        expect(await sharp(thumbBytes).metadata()).toMatchObject({ width: 150, height: 150 });
        const cached = await keysUnder(`cache/${path.dirname(preview)}/${base}`);
        expect(cached).toHaveLength(1);
        expect(filesUnder(path.join(shop.env.ASSET_DIR, 'cache')).filter((f) => f.includes(base))).toEqual([]);
        // Asked again, it is the cached object that answers.
        const again = await fetch(`${shop.baseUrl}/assets/${preview}?preset=thumb`);
        expect(Buffer.from(await again.arrayBuffer())).toEqual(thumbBytes);
        const medium = await fetch(`${shop.baseUrl}/assets/${preview}?preset=medium&format=webp`);
        expect(await sharp(Buffer.from(await medium.arrayBuffer())).metadata()).toMatchObject({
            format: 'webp',
            width: 600,
            height: 450,
        });
        expect(await keysUnder(`cache/${path.dirname(preview)}/${base}`)).toHaveLength(2);

        const deleted = await shop.admin<{ deleteAsset: { result: string } }>(
            DELETE_ASSET,
            { id: asset.id },
            adminToken,
        );
        expect(deleted.data.deleteAsset.result).toBe('DELETED');
        expect(await inBucket(source)).toBe(false);
        expect(await inBucket(preview)).toBe(false);
        // Its two sizes go with it: nothing would ask for them again.
        expect(await keysUnder(`cache/${path.dirname(preview)}/`)).toEqual([]);
        expect((await fetch(`${shop.baseUrl}/assets/${source}`)).status).toBe(404);
    });

    it('keeps a service photo as a private object that its owner reads back, another member cannot, and that goes with the photo', async () => {
        const owner = await signUpMember(shop, 'os-owner@example.com', 'member-password-1');
        const other = await signUpMember(shop, 'os-other@example.com', 'member-password-1');
        const started = await shop.shop<{ startServiceRequest: { key: string } }>(START, {}, owner);
        const key = started.data.startServiceRequest.key;
        const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#445566' } })
            .jpeg()
            .toBuffer();
        const upload = async (token: string) =>
            fetch(`${shop.baseUrl}/service-photos`, {
                method: 'POST',
                headers: { 'content-type': 'image/jpeg', 'x-service-draft': key, authorization: `Bearer ${token}` },
                body: new Uint8Array(photo),
            });
        expect((await upload(other)).status).toBe(404);
        expect((await upload(owner)).status).toBe(201);

        // One object under the private prefix, holding the photo; nothing on this instance's disk.
        const objects = await keysUnder('private/service-photos/');
        expect(objects).toHaveLength(1);
        const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: objects[0] }));
        expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(photo);
        expect(filesUnder(path.join(shop.env.VAR_DIR, 'service-photos'))).toEqual([]);
        // Not among the pictures: the asset route serves it under no spelling of its key.
        for (const spelling of [
            objects[0],
            `${objects[0]}?preset=thumb`,
            `source/../${objects[0]}`,
            `source/%2e%2e/${objects[0]}`,
            `/${objects[0]}`,
            encodeURIComponent(objects[0]),
        ]) {
            expect(await rawStatus(`/assets/${spelling}`), spelling).toBe(404);
        }

        // The owner reads it back by the signed address the API gives them.
        const draft = (await shop.shop<{ serviceRequestDraft: Draft }>(DRAFT, { key }, owner)).data.serviceRequestDraft;
        expect(draft.photos).toHaveLength(1);
        const served = await fetch(`${shop.baseUrl}${draft.photos[0].url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/jpeg');
        expect(Buffer.from(await served.arrayBuffer())).toEqual(photo);

        // Another member gets no draft, hence no address; without the signature there is no photo.
        const theirs = await shop.shop<{ serviceRequestDraft: Draft | null }>(DRAFT, { key }, other);
        expect(theirs.data.serviceRequestDraft).toBeNull();
        expect((await fetch(`${shop.baseUrl}/service-photos/${draft.photos[0].id}`)).status).toBe(404);
        const removedByOther = await shop.shop<{ removeServiceRequestPhoto: { __typename: string } }>(
            REMOVE_PHOTO,
            { key, photoId: draft.photos[0].id },
            other,
        );
        expect(removedByOther.data.removeServiceRequestPhoto.__typename).not.toBe('ServiceRequestDraft');
        expect(await inBucket(objects[0])).toBe(true);

        // Removed from the draft by its owner: the object goes, and the address serves nothing.
        const removed = await shop.shop<{ removeServiceRequestPhoto: { __typename: string } }>(
            REMOVE_PHOTO,
            { key, photoId: draft.photos[0].id },
            owner,
        );
        expect(removed.data.removeServiceRequestPhoto.__typename).toBe('ServiceRequestDraft');
        expect(await inBucket(objects[0])).toBe(false);
        expect((await fetch(`${shop.baseUrl}${draft.photos[0].url}`)).status).toBe(404);
    });
});
