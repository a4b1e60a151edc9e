import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startLocalS3 } from './local-s3.mjs';

describe('the local S3 server', () => {
    let s3;
    let dir;
    let client;

    beforeAll(async () => {
        dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-local-s3-'));
        s3 = await startLocalS3({ port: 0, directory: dir, buckets: ['maison-assets'] });
        client = new S3Client({
            endpoint: s3.endpoint,
            region: 'us-east-1',
            forcePathStyle: true,
            credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
            requestChecksumCalculation: 'WHEN_REQUIRED',
        });
    });

    afterAll(async () => {
        client?.destroy();
        await s3?.close();
        fs.rmSync(dir, { recursive: true, force: true });
    });

    it('takes a multipart upload the way lib-storage sends a large stream, and gives it back whole', async () => {
        // 11 MB in 5 MB parts: three parts, the last one short.
        const bytes = Buffer.alloc(11 * 1024 * 1024);
        for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i % 251;
        const upload = new Upload({
            client,
            partSize: 5 * 1024 * 1024,
            params: { Bucket: 'maison-assets', Key: 'source/9a/large.png', Body: Readable.from([bytes]) },
        });
        const parts = [];
        upload.on('httpUploadProgress', (p) => parts.push(p.part));
        await upload.done();
        expect(new Set(parts).size).toBe(3);
        const head = await client.send(new HeadObjectCommand({ Bucket: 'maison-assets', Key: 'source/9a/large.png' }));
        expect(head.ContentLength).toBe(bytes.length);
        const got = await client.send(new GetObjectCommand({ Bucket: 'maison-assets', Key: 'source/9a/large.png' }));
        expect(Buffer.from(await got.Body.transformToByteArray()).equals(bytes)).toBe(true);
    });
});
