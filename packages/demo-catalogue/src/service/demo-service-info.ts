import { demoFaq } from './demo-faq';
import { demoServicePrices } from './demo-service-prices';
import type { DemoServiceInfo } from './service-data.types';

/** The demo price table and FAQ of the service pages. */
export function demoServiceInfo(): DemoServiceInfo {
    return { prices: demoServicePrices(), faq: demoFaq() };
}
