/** The brand's own pages and campaigns, in the order the dashboard lists them. */
import { aboutEntries } from './brand-about';
import { anniversaryEntries } from './brand-anniversary';
import { campaignEntries } from './brand-campaigns';
import { heritageEntries } from './brand-heritage';
import { historyEntries } from './brand-history';
import { worldEntries } from './brand-world';
import type { DemoContentEntry } from './content-data.types';

export const brandPageEntries: DemoContentEntry[] = [
    ...anniversaryEntries,
    ...aboutEntries,
    ...heritageEntries,
    ...historyEntries,
    ...worldEntries,
    ...campaignEntries,
];
