import { CALENDAR_2027 } from './calendar-2027';
import type { DemoStores } from './store-data.types';
import { DEMO_STORE_LIST } from './store-list';
import { DEMO_STORE_SERVICES } from './store-services';

/** The demo's stores, their services and 2027's calendar, as plain data. */
export function demoStores(): DemoStores {
    return { services: DEMO_STORE_SERVICES, stores: DEMO_STORE_LIST, calendar: CALENDAR_2027 };
}
