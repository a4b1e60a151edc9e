import type { ServiceCentreKind } from '@maison/shared';

import type { Localised } from '../catalogue.types';

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

export interface DemoService {
    centres: SeedServiceCentre[];
}

export interface ServiceSeedResult {
    centres: number;
}

/**
 * What loads the demo service centres into a shop: the server's watch-service plugin, which
 * the demo package cannot import, hands it to seedShop.
 */
export interface ServiceSeeder {
    seedService(data: DemoService): Promise<ServiceSeedResult>;
}
