import type { FaqTopic, ServiceOperation } from '@maison/shared';

import type { Localised } from '../catalogue.types';

/** One price of the service desk, keyed by the catalogue's facet value codes. */
export interface SeedServicePrice {
    movement: string;
    complication?: string;
    operation: ServiceOperation;
    priceFen: number;
}

export interface SeedFaqEntry {
    topic: FaqTopic;
    question: Localised;
    answer: Localised;
}

export interface DemoServiceInfo {
    prices: SeedServicePrice[];
    faq: SeedFaqEntry[];
}

export interface ServiceInfoSeedResult {
    prices: number;
    faqEntries: number;
}

/**
 * What loads the demo price table and FAQ into a shop: the server's watch-service plugin, which
 * the demo package cannot import, hands it to seedShop.
 */
export interface ServiceInfoSeeder {
    seedServiceInfo(data: DemoServiceInfo): Promise<ServiceInfoSeedResult>;
}
