import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { LocalS3 } from '../../../../scripts/local-s3.mjs' with { 'resolution-mode': 'import' };
import { parseEnv } from './environment';
import { objectStorageSettings } from './object-storage';
import { assertBucketReachable } from './preflight';

const base = { SUPERADMIN_PASSWORD: 'a-long-password', COOKIE_SECRET: '0123456789abcdef0123' };

/** A port nothing listens on (just closed). */
async function closedPort(): Promise<number> {
    const srv = net.createServer();
    await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
    const { port } = srv.address() as net.AddressInfo;
    await new Promise((resolve) => srv.close(resolve));
    return port;
}

describe('the bucket preflight', () => {
    let s3: LocalS3;
    let dir: string;
    const storage = (endpoint: string, vars: Record<string, string> = {}) =>
        objectStorageSettings(
            parseEnv({
                ...base,
                ASSET_STORAGE: 's3',
                S3_BUCKET: 'maison-assets',
                S3_REGION: 'us-east-1',
                S3_ENDPOINT: endpoint,
                S3_FORCE_PATH_STYLE: 'true',
                S3_ACCESS_KEY_ID: s3.accessKeyId,
                S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
                ...vars,
            }),
        )!;

    beforeAll(async () => {
        dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-preflight-s3-'));
        const { startLocalS3 } = await import('../../../../scripts/local-s3.mjs');
        s3 = await startLocalS3({ port: 0, directory: dir, buckets: ['maison-assets'] });
    });

    afterAll(async () => {
        await s3?.close();
        fs.rmSync(dir, { recursive: true, force: true });
    });

    it('lets the start go on when the bucket answers', async () => {
        await expect(assertBucketReachable(storage(s3.endpoint))).resolves.toBeUndefined();
    });

    it('stops it with one line when the bucket is missing, the key unknown or nothing answers', async () => {
        await expect(assertBucketReachable(storage(s3.endpoint, { S3_BUCKET: 'no-such-bucket' }))).rejects.toThrow(
            `cannot reach the bucket no-such-bucket at ${s3.endpoint}: no such bucket`,
        );
        await expect(assertBucketReachable(storage(s3.endpoint, { S3_ACCESS_KEY_ID: 'UNKNOWN' }))).rejects.toThrow(
            /^cannot reach the bucket maison-assets at .*: access denied to the key$/,
        );
        const nowhere = `http://127.0.0.1:${await closedPort()}`;
        await expect(assertBucketReachable(storage(nowhere))).rejects.toThrow(
            new RegExp(`^cannot reach the bucket maison-assets at ${nowhere}: .+`),
        );
    });
});
