import { ConfigurationError } from './configuration-error';
import type { ServerEnv } from './environment';

/**
 * A third party's settings come together: all of them (true), none of them (false: its local
 * stand-in plays it), or a clear error naming the missing ones. `required` refuses none too.
 */
export function allOrNone<K extends keyof ServerEnv>(
    e: ServerEnv,
    names: readonly K[],
    required: boolean,
    what: string,
): boolean {
    const missing = names.filter((n) => !e[n]);
    if (missing.length === 0) return true;
    if (missing.length < names.length || required) {
        throw new ConfigurationError(`${what} settings incomplete: set ${missing.join(', ')}`);
    }
    return false;
}
