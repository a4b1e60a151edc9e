import path from 'node:path';
import type { Readable } from 'node:stream';

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
    override readFileToBuffer(identifier: string): Promise<Buffer<ArrayBuffer>> {
        return super.readFileToBuffer(pictureKey(identifier));
    }

    override readFileToStream(identifier: string): Promise<Readable> {
        return super.readFileToStream(pictureKey(identifier));
    }

    override fileExists(fileName: string): Promise<boolean> {
        return super.fileExists(pictureKey(fileName));
    }

    override deleteFile(identifier: string): Promise<void> {
        return super.deleteFile(pictureKey(identifier));
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
export function configurePictureS3Storage(config: S3Config) {
    const vendureFactory = configureS3AssetStorage(config);
    return (options: AssetServerOptions) => new PictureS3AssetStorage(config, vendureFactory(options).toAbsoluteUrl);
}
