/** Everything the demo shop's CMS starts with: brand pages, media, news, press, legal texts and the service pages' prose. */
import { brandPageEntries } from './brand-pages';
import type { DemoContent } from './content-data.types';
import { legalEntries } from './legal';
import { mediaEntries } from './media';
import { newsEntries } from './news';
import { pressEntries } from './press';
import { servicePageEntries } from '../service/service-pages';
import { serviceEntries } from './service';

export function demoContent(): DemoContent {
    return {
        entries: [
            ...brandPageEntries,
            ...mediaEntries,
            ...newsEntries,
            ...pressEntries,
            ...legalEntries,
            ...serviceEntries,
            ...servicePageEntries,
        ],
    };
}
