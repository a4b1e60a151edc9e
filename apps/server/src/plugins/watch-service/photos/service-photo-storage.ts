import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * Where the photos of watches sent for service are kept: never with the public assets, as only
 * the request's owner and staff may see them. Local files by default; the bucket the backend
 * instances share with ASSET_STORAGE=s3 (s3-service-photo-storage.ts).
 */
export interface ServicePhotoStorage {
    put(key: string, bytes: Buffer): Promise<void>;
    /** The photo's bytes; undefined when there is none under the key. */
    get(key: string): Promise<Buffer | undefined>;
    delete(key: string): Promise<void>;
}

/** Photos as files in a directory of their own (under VAR_DIR), named by their random key. */
export class LocalServicePhotoStorage implements ServicePhotoStorage {
    constructor(private readonly dir: string) {}

    async put(key: string, bytes: Buffer): Promise<void> {
        await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
        await fs.writeFile(this.file(key), bytes, { mode: 0o600 });
    }

    async get(key: string): Promise<Buffer | undefined> {
        try {
            return await fs.readFile(this.file(key));
        } catch (err) {
            if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
            throw err;
        }
    }

    async delete(key: string): Promise<void> {
        await fs.rm(this.file(key), { force: true });
    }

    private file(key: string): string {
        assertPhotoKey(key);
        return path.join(this.dir, key);
    }
}

/** Keys are ours (random hex), but a path or object key is never built from anything else. */
export function assertPhotoKey(key: string): void {
    if (!/^[0-9a-f]{32,64}$/.test(key)) throw new Error('not a photo key');
}
