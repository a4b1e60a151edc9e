import { createHash } from 'node:crypto';

/**
 * The bodies `/cms-api/` answered, under the catalogue version they were read at: a publish
 * moves the version on, and every body of the older one is dropped at the next request. Bounded
 * by count, the least recently read going first.
 */
export class CmsApiCache {
    private version: string | undefined;
    private readonly bodies = new Map<string, string>();

    constructor(private readonly maxEntries: number) {}

    get(version: string, key: string): string | undefined {
        if (version !== this.version) return undefined;
        const body = this.bodies.get(key);
        if (body !== undefined) {
            this.bodies.delete(key);
            this.bodies.set(key, body);
        }
        return body;
    }

    set(version: string, key: string, body: string): void {
        if (version !== this.version) {
            this.bodies.clear();
            this.version = version;
        }
        this.bodies.set(key, body);
        while (this.bodies.size > this.maxEntries) this.bodies.delete(this.bodies.keys().next().value!);
    }
}

/** The ETag of an answer: the catalogue version and the request it answers, so either changing changes it. */
export function cmsApiEtag(version: string, key: string): string {
    return `"${createHash('sha256').update(`${version}\n${key}`).digest('base64url').slice(0, 27)}"`;
}
