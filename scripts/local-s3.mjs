// A local S3-compatible server for tests and the cluster rehearsal: objects are files under a
// directory, buckets exist from the start, requests are path-style and carry the one access key
// the server knows (LOCAL_S3_CREDENTIALS). Not for production: it checks no permissions, and no
// signatures (below).
//
//   node scripts/local-s3.mjs --port 9000 --dir var/s3 --bucket maison-assets [--bucket …]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

import S3rver from '@20minutes/s3rver';

/** The only key pair the local server accepts (its built-in account). */
export const LOCAL_S3_CREDENTIALS = Object.freeze({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });

/**
 * Starts the server on 127.0.0.1 (or `host`) with `buckets` created in `directory`.
 * @param {{ port: number, directory: string, buckets?: string[], host?: string }} options
 * @returns {Promise<{ endpoint: string, accessKeyId: string, secretAccessKey: string, close(): Promise<void> }>}
 */
export async function startLocalS3({ port, directory, buckets = [], host = '127.0.0.1' }) {
    fs.mkdirSync(directory, { recursive: true });
    const server = new S3rver({
        address: host,
        port,
        directory: path.resolve(directory),
        silent: true,
        // Path-style only: a bucket is never read from the Host header.
        vhostBuckets: false,
        // AWS SDK v3 signs a bucket's own requests (HeadBucket, ListObjectsV2) for `/bucket/`,
        // which this server rebuilds as `/bucket` and so refuses; the access key is still checked.
        allowMismatchedSignatures: true,
        configureBuckets: buckets.map((name) => ({ name })),
    });
    const address = await server.run();
    return {
        endpoint: `http://${host}:${address.port}`,
        ...LOCAL_S3_CREDENTIALS,
        close: () => server.close(),
    };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
    const { values } = parseArgs({
        options: {
            port: { type: 'string', default: '9000' },
            host: { type: 'string', default: '127.0.0.1' },
            dir: { type: 'string', default: 'var/s3' },
            bucket: { type: 'string', multiple: true, default: [] },
        },
    });
    const s3 = await startLocalS3({
        port: Number(values.port),
        host: values.host,
        directory: values.dir,
        buckets: values.bucket,
    });
    // What a backend needs to use it, ready to paste into its environment.
    console.log(
        [
            `local S3 server on ${s3.endpoint}, objects in ${path.resolve(values.dir)}`,
            'ASSET_STORAGE=s3',
            `S3_ENDPOINT=${s3.endpoint}`,
            'S3_REGION=us-east-1',
            'S3_FORCE_PATH_STYLE=true',
            `S3_ACCESS_KEY_ID=${s3.accessKeyId}`,
            `S3_SECRET_ACCESS_KEY=${s3.secretAccessKey}`,
            ...values.bucket.map((b) => `S3_BUCKET=${b}`),
        ].join('\n'),
    );
    const stop = () => s3.close().finally(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
}
