import { InitialSchema1795395603915 } from './1795395603915-initial-schema';

/** Every sqlite migration, oldest first. A new one generated here must be added to the list. */
export const migrations = [InitialSchema1795395603915];
