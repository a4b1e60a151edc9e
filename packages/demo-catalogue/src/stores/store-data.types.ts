import type { CalendarDayKind, StoreType, WeeklyHours } from '@maison/shared';

import type { Localised } from '../catalogue.types';

export interface SeedStoreService {
    slug: string;
    name: Localised;
    description: Localised;
}

export interface SeedStore {
    slug: string;
    type: StoreType;
    provinceCode: string;
    province: Localised;
    cityCode: string;
    city: Localised;
    district: Localised;
    name: Localised;
    /** Mall, street and unit as a visitor reads them in each language. */
    addressLine: Localised;
    description: Localised;
    /** GCJ-02, as AMap shows the mall. */
    latitude: number;
    longitude: number;
    phone: string;
    email: string;
    openingHours: WeeklyHours;
    serviceSlugs: string[];
    takesAppointments: boolean;
    slotMinutes: number;
    slotCapacity: number;
}

export interface SeedCalendarDay {
    date: string;
    kind: CalendarDayKind;
    /** For staff, in Chinese as they enter it. */
    note: string;
}

export interface DemoStores {
    services: SeedStoreService[];
    stores: SeedStore[];
    calendar: SeedCalendarDay[];
}

export interface StoreSeedResult {
    services: number;
    stores: number;
    calendarDays: number;
}

/**
 * What loads the demo stores into a shop: the server's stores plugin, which the demo package
 * cannot import (a package never imports an app), hands it to seedShop.
 */
export interface StoreSeeder {
    seedStores(data: DemoStores): Promise<StoreSeedResult>;
}
