import { InitialSchema1795395619496 } from './1795395619496-initial-schema';
import { SearchTextTrigram1795980000000 } from './1795980000000-search-text-trigram';

/** Every postgres migration, oldest first. A new one generated here must be added to the list. */
export const migrations = [InitialSchema1795395619496, SearchTextTrigram1795980000000];
