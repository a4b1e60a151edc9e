import {
    DeleteObjectCommand,
    GetObjectCommand,
    NoSuchKey,
    PutObjectCommand,
    S3Client,
    type S3ClientConfig,
} from '@aws-sdk/client-s3';

import { assertPhotoKey, type ServicePhotoStorage } from './service-photo-storage';

/**
 * Photos as private objects in the bucket the backend instances share, under a prefix of
 * their own apart from the pictures' (source/, preview/, cache/), which the asset route refuses
 * and a bucket policy opening the pictures to a CDN leaves shut. They are read only through the
 * backend's signed /service-photos route: never a public or presigned URL.
 */
export class S3ServicePhotoStorage implements ServicePhotoStorage {
    private readonly client: S3Client;

    constructor(
        config: S3ClientConfig,
        private readonly bucket: string,
        /** Apart from the pictures' keys, which the asset route serves; ends with a slash. */
        private readonly prefix: string,
    ) {
        this.client = new S3Client(config);
    }

    async put(key: string, bytes: Buffer): Promise<void> {
        await this.client.send(
            new PutObjectCommand({
                Bucket: this.bucket,
                Key: this.objectKey(key),
                Body: bytes,
                ContentType: 'application/octet-stream',
                // Said outright, for buckets whose default ACL is public-read.
                ACL: 'private',
            }),
        );
    }

    async get(key: string): Promise<Buffer | undefined> {
        try {
            const result = await this.client.send(
                new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
            );
            return result.Body ? Buffer.from(await result.Body.transformToByteArray()) : undefined;
        } catch (err) {
            if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return undefined;
            throw err;
        }
    }

    async delete(key: string): Promise<void> {
        // S3 answers a delete of a missing key with success, as the local storage's rm(force) does.
        await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    }

    /** The object's key in the bucket, for operators and tests that look into it. */
    objectKey(key: string): string {
        assertPhotoKey(key);
        return `${this.prefix}${key}`;
    }
}
