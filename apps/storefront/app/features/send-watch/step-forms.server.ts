import { serviceContactSchema, serviceProblemSchema, serviceWatchSchema, type SendWatchStep } from '@maison/shared';

import { readAddress } from '~/features/address/address-form.server';
import { fieldErrors as sharedFieldErrors } from '~/lib/field-errors';

/** The common messages the shared `validation` namespace has; the steps' own live under `sendWatch.validation`. */
const COMMON = new Set(['required', 'email', 'tel', 'region', 'postalCode', 'captcha']);

/** The form's errors, each message in the namespace that has it. */
export function ownKeys(errors: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, key] of Object.entries(errors)) {
        const name = /^validation\.(\w+)$/.exec(key)?.[1];
        out[field] = name && !COMMON.has(name) ? `sendWatch.validation.${name}` : key;
    }
    return out;
}

const fieldErrors = (error: Parameters<typeof sharedFieldErrors>[0]) => ownKeys(sharedFieldErrors(error));

/** What a step's form sends, as the Shop API takes it, or the fields the shared schema refuses. */
export function stepInput(
    step: Exclude<SendWatchStep, 'review'>,
    form: Record<string, string>,
    symptoms: string[],
): { input: Record<string, unknown> } | { errors: Record<string, string> } {
    if (step === 'watch') {
        const input = {
            sku: form.sku ?? '',
            serialNumber: form.serialNumber ?? '',
            purchaseDate: form.purchaseDate ?? '',
            purchasePlace: form.purchasePlace ?? '',
            purchaseStoreSlug: form.purchasePlace === 'boutique' ? (form.purchaseStoreSlug ?? '') : '',
            hasWarrantyCard: form.hasWarrantyCard ?? '',
        };
        const parsed = serviceWatchSchema.safeParse(input);
        return parsed.success ? { input } : { errors: fieldErrors(parsed.error) };
    }
    if (step === 'problem') {
        const input = { symptoms, description: form.description ?? '' };
        const parsed = serviceProblemSchema.safeParse(input);
        return parsed.success ? { input } : { errors: fieldErrors(parsed.error) };
    }
    if (step === 'contact') {
        const input = { name: form.name ?? '', mobile: form.mobile ?? '', email: form.email ?? '' };
        const parsed = serviceContactSchema.safeParse(input);
        return parsed.success ? { input } : { errors: fieldErrors(parsed.error) };
    }
    if (form.travelMode === 'dropOff') {
        if (!form.dropOffStoreSlug) return { errors: { dropOffStoreSlug: 'sendWatch.validation.serviceStore' } };
        return { input: { travelMode: 'dropOff', dropOffStoreSlug: form.dropOffStoreSlug } };
    }
    if (form.travelMode !== 'pickup') return { errors: { travelMode: 'sendWatch.validation.serviceTravelMode' } };
    const address = readAddress(form, 'pickup.');
    const errors: Record<string, string> = { ...address.errors };
    if (!form.pickupDate) errors.pickupDate = 'sendWatch.validation.pickupDate';
    if (!address.input || Object.keys(errors).length > 0) return { errors };
    return {
        input: {
            travelMode: 'pickup',
            provinceCode: form['pickup.provinceCode'],
            cityCode: form['pickup.cityCode'],
            districtCode: form['pickup.districtCode'],
            province: address.input.province,
            city: address.input.city,
            district: address.input.streetLine2,
            streetLine:
                `${address.input.streetLine1} (${address.input.postalCode}) ${address.input.fullName} ${address.input.phoneNumber}`.slice(
                    0,
                    120,
                ),
            pickupDate: form.pickupDate,
        },
    };
}
