import {
    type Locale,
    SERVICE_OPERATIONS,
    type ServiceEstimateLine,
    type ServiceOperation,
    type ServicePriceLine,
    type ServiceSymptom,
} from '@maison/shared';

/** An operation's name as the owner reads it on the estimate (the storefront's price pages say the same). */
export const OPERATION_NAMES: Record<Locale, Record<ServiceOperation, string>> = {
    zh: {
        'full-service': '全面保养',
        'partial-service': '局部保养',
        battery: '更换电池',
        'water-resistance': '防水测试',
        polishing: '抛光',
        'strap-fitting': '表带安装',
    },
    en: {
        'full-service': 'Full service',
        'partial-service': 'Partial service',
        battery: 'Battery change',
        'water-resistance': 'Water-resistance test',
        polishing: 'Polishing',
        'strap-fitting': 'Strap fitting',
    },
    de: {
        'full-service': 'Komplettservice',
        'partial-service': 'Teilservice',
        battery: 'Batteriewechsel',
        'water-resistance': 'Dichtheitsprüfung',
        polishing: 'Politur',
        'strap-fitting': 'Armbandmontage',
    },
};

/** What the workshop usually does for what the owner says is wrong. */
const OPERATIONS_FOR: Record<ServiceSymptom, ServiceOperation[]> = {
    stops: ['full-service'],
    losesTime: ['full-service'],
    gainsTime: ['full-service'],
    condensation: ['full-service', 'water-resistance'],
    crown: ['full-service'],
    strapOrClasp: ['strap-fitting'],
    glass: ['full-service'],
    battery: ['battery'],
    other: ['full-service'],
};

/**
 * The lines staff start an estimate from: the operations the owner's symptoms call for, in the
 * price table's order, each at the model's price; an operation the table has no price for is
 * left out (staff add it by hand). Staff edit them before sending.
 */
export function suggestEstimate(
    symptoms: readonly ServiceSymptom[],
    prices: readonly ServicePriceLine[],
    locale: Locale,
): ServiceEstimateLine[] {
    const wanted = new Set(symptoms.flatMap((s) => OPERATIONS_FOR[s] ?? []));
    return SERVICE_OPERATIONS.filter((operation) => wanted.has(operation)).flatMap((operation) => {
        const price = prices.find((p) => p.operation === operation);
        return price ? [{ operation, label: OPERATION_NAMES[locale][operation], priceWithTax: price.priceFen }] : [];
    });
}
