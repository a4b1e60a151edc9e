import { InitialData, LanguageCode } from '@vendure/core';

export const TAX_CATEGORY = 'Standard';

/**
 * Zones, countries, tax and shipping of the shop (spec §3: countries CN, US, DE). Prices
 * include China's 13 % VAT; delivery is free (spec §9: the shipping price shown is 0).
 */
export const initialData: InitialData = {
    defaultLanguage: LanguageCode.zh,
    defaultZone: 'Mainland China',
    countries: [
        { name: '中国', code: 'CN', zone: 'Mainland China' },
        { name: '美国', code: 'US', zone: 'Americas' },
        { name: '德国', code: 'DE', zone: 'Europe' },
    ],
    taxRates: [{ name: TAX_CATEGORY, percentage: 13 }],
    shippingMethods: [{ name: '顺丰速运 · 免费配送', price: 0 }],
    paymentMethods: [],
    collections: [],
};
