import type { S3ClientConfig } from '@aws-sdk/client-s3';

import type { ServerEnv } from './environment';

/** The bucket the backend instances share (ASSET_STORAGE=s3), from the parsed environment. */
export interface ObjectStorageSettings {
    bucket: string;
    credentials: { accessKeyId: string; secretAccessKey: string };
    /** How the AWS SDK reaches it: endpoint, region, keys, path style. */
    client: S3ClientConfig;
}

/**
 * The shared bucket's settings, or undefined for local files. The schema has already refused
 * s3 without a bucket, region or keys; this only narrows the types.
 */
export function objectStorageSettings(e: ServerEnv): ObjectStorageSettings | undefined {
    if (e.ASSET_STORAGE !== 's3') return undefined;
    const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = e;
    if (!S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
        throw new Error('ASSET_STORAGE=s3 without its settings passed the environment schema');
    }
    const credentials = { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY };
    return {
        bucket: S3_BUCKET,
        credentials,
        client: {
            region: S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            credentials,
            // The SDK's default since 2025 sends CRC32 checksums as a chunked trailer, which
            // S3-compatible services (OSS, COS, local servers) do not all accept; checksums only
            // where the S3 API requires them works with all of them.
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
        },
    };
}
