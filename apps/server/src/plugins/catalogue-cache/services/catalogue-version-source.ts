import type { Injector } from '@vendure/core';

import { CATALOGUE_VERSION } from '../constants';

/** What other plugins need of the catalogue version: the one to keep derived data under. */
export interface CatalogueVersionSource {
    /** Undefined while no version can be trusted (the store unreachable, a bump not written). */
    current(): Promise<string | undefined>;
}

/** The catalogue version of this shop, or undefined when the catalogue-cache plugin is not installed. */
export function catalogueVersionOf(injector: Injector): CatalogueVersionSource | undefined {
    try {
        return injector.get<CatalogueVersionSource>(CATALOGUE_VERSION);
    } catch {
        return undefined;
    }
}
