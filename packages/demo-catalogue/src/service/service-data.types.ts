import type { FaqTopic, ServiceCentreKind, ServiceOperation } from '@maison/shared';

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

export interface SeedServiceCentre {
    /** ISO 3166-1 alpha-2, upper case. */
    countryCode: string;
    kind: ServiceCentreKind;
    name: Localised;
    city: Localised;
    addressLine: Localised;
    hours: Localised;
    phone: string;
    email: string;
}

export interface SeedUserManual {
    calibre: string;
    position: number;
    modelCodes: string[];
    collectionSlugs: string[];
    languages: string[];
    /** The PDF's name in the seeder's `fileDir`. */
    file: string;
    title: Localised;
    /** The models' names, in the order of `modelCodes`. */
    modelNames: Record<keyof Localised, string[]>;
}

export interface DemoService {
    centres: SeedServiceCentre[];
    manuals: SeedUserManual[];
}

export interface ServiceSeedResult {
    centres: number;
    manuals: number;
}

/**
 * What loads the demo service centres into a shop: the server's watch-service plugin, which
 * the demo package cannot import, hands it to seedShop.
 */
export interface ServiceSeeder {
    /** `fileDir` holds the manuals' PDFs, written by the demo package first. */
    seedService(data: DemoService, fileDir: string): Promise<ServiceSeedResult>;
}
