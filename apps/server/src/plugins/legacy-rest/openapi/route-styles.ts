import type { Type } from '@nestjs/common';

import type { LegacyStyle } from '../api/legacy-route';
import { legacyRoutesOf } from './openapi-document';

/** The style of the row a path below `/legacy-api/` belongs to, for answers given before routing. */
export function routeStyles(controllers: readonly Type[]): (path: string) => LegacyStyle {
    const patterns = legacyRoutesOf(controllers).map((spec) => ({
        pattern: new RegExp(
            `^${spec.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}/?$`,
        ),
        style: spec.style,
    }));
    return (path) => patterns.find(({ pattern }) => pattern.test(path))?.style ?? 'data';
}
