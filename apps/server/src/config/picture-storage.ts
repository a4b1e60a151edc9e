import path from 'node:path';
import type { Readable } from 'node:stream';

import { DeleteObjectCommand, ListObjectsV2Command, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import {
    type AssetServerOptions,
    configureS3AssetStorage,
    type S3Config,
    S3AssetStorageStrategy,
} from '@vendure/asset-server-plugin';

/**
 * Where in the shared bucket objects live that the asset route must never serve (customers'
 * service photos): pictures are under source/, preview/ and cache/.
 */
export const PRIVATE_OBJECT_PREFIX = 'private/';

/**
 * Vendure's S3 storage, kept to the pictures: the asset route serves any key it is asked for,
 * and the strategy normalises `a/../b` before asking the bucket, so a key that lands under
 * PRIVATE_OBJECT_PREFIX is refused whatever the URL looked like (the route answers 404).
 */
export class PictureS3AssetStorage extends S3AssetStorageStrategy {
    /** Vendure's own client is private to it; this one lists and deletes a picture's sizes. */
    private readonly client: S3Client;

    constructor(
        config: S3Config,
        clientConfig: S3ClientConfig,
        private readonly bucket: string,
        toAbsoluteUrl: S3AssetStorageStrategy['toAbsoluteUrl'],
    ) {
        super(config, toAbsoluteUrl);
        this.client = new S3Client(clientConfig);
    }

    override readFileToBuffer(identifier: string): Promise<Buffer<ArrayBuffer>> {
        return super.readFileToBuffer(pictureKey(identifier));
    }

    override readFileToStream(identifier: string): Promise<Readable> {
        return super.readFileToStream(pictureKey(identifier));
    }

    override fileExists(fileName: string): Promise<boolean> {
        return super.fileExists(pictureKey(fileName));
    }

    /**
     * Deletes a picture (Vendure deletes an asset's source and preview) and the sizes the asset
     * route made of it: Vendure leaves those in cache/, where nothing would ever ask for them again.
     */
    override async deleteFile(identifier: string): Promise<void> {
        await super.deleteFile(pictureKey(identifier));
        for (const key of await this.cachedSizesOf(identifier)) {
            await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
        }
    }

    /**
     * The cached sizes of a picture: the asset route names them cache/<dir>/<name><md5 of the
     * size>.<format> (AssetServer.getFileNameFromParameters).
     */
    private async cachedSizesOf(identifier: string): Promise<string[]> {
        const key = path.posix.normalize(identifier.replace(/^\/+/, ''));
        if (key.startsWith('cache/')) return [];
        const name = path.posix.basename(key, path.posix.extname(key));
        const prefix = `cache/${path.posix.dirname(key)}/${name}`;
        const sizes: string[] = [];
        let token: string | undefined;
        do {
            const page = await this.client.send(
                new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
            );
            for (const { Key } of page.Contents ?? []) {
                // Not another picture whose name only begins like this one's.
                if (Key && /^[0-9a-f]{32}\.[a-z0-9]+$/.test(Key.slice(prefix.length))) sizes.push(Key);
            }
            token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        return sizes;
    }

    override writeFileFromBuffer(fileName: string, data: Buffer): Promise<string> {
        return super.writeFileFromBuffer(pictureKey(fileName), data);
    }

    override writeFileFromStream(fileName: string, data: Readable): Promise<string> {
        return super.writeFileFromStream(pictureKey(fileName), data);
    }
}

/** The key as the bucket will see it, if it is a picture's; throws for anything else. */
export function pictureKey(identifier: string): string {
    const key = path.posix.normalize(identifier.replace(/^\/+/, ''));
    if (key === '.' || key.startsWith('../') || key === '..' || `${key}/`.startsWith(PRIVATE_OBJECT_PREFIX)) {
        throw new Error(`not a picture's key: ${identifier}`);
    }
    return identifier;
}

/** configureS3AssetStorage with the pictures-only strategy (its asset URLs unchanged). */
export function configurePictureS3Storage(
    bucket: string,
    clientConfig: S3ClientConfig & Pick<S3Config, 'credentials'>,
) {
    const config: S3Config = { bucket, credentials: clientConfig.credentials, nativeS3Configuration: clientConfig };
    const vendureFactory = configureS3AssetStorage(config);
    return (options: AssetServerOptions) =>
        new PictureS3AssetStorage(config, clientConfig, bucket, vendureFactory(options).toAbsoluteUrl);
}
