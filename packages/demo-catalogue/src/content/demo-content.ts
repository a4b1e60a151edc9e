/** Everything the demo shop's CMS starts with: brand pages, media, news, press and legal texts. */
import { brandPageEntries } from './brand-pages';
import type { DemoContent } from './content-data.types';
import { legalEntries } from './legal';
import { mediaEntries } from './media';
import { newsEntries } from './news';
import { pressEntries } from './press';
import { servicePageEntries } from '../service/service-pages';

export function demoContent(): DemoContent {
    return { entries: [...brandPageEntries, ...mediaEntries, ...newsEntries, ...pressEntries, ...legalEntries, ...servicePageEntries] };
}
