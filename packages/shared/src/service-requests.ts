import { z } from 'zod';

import { isShopDate } from './stores.js';
import { SERVICE_OPERATIONS, SERVICE_PRICE_MAX_FEN } from './service-info.js';
import {
    MAX_SERVICE_ESTIMATE_LINES,
    PURCHASE_PLACES,
    SERVICE_ESTIMATE_LABEL_MAX_LENGTH,
    SERVICE_REQUEST_NOTE_MAX_LENGTH,
    SERIAL_NUMBER_PATTERN,
    SERVICE_DESCRIPTION_MAX_LENGTH,
    SERVICE_SYMPTOMS,
} from './service-request-rules.js';
import { emailSchema, mobileSchema, validationMessages } from './validation.js';

/**
 * A watch sent in for service (issue 33, "send my watch"): the schemas of the five steps' forms,
 * which the storefront's actions and the server check alike; the rules without a schema are in
 * service-request-rules.ts.
 */

export * from './service-request-rules.js';

/** Messages are i18n keys (namespace `validation`), as in validation.ts. */
export const serviceRequestMessages = {
    required: validationMessages.required,
    sku: 'validation.serviceModel',
    serial: 'validation.serialNumber',
    purchaseDate: 'validation.purchaseDate',
    purchasePlace: 'validation.purchasePlace',
    store: 'validation.serviceStore',
    symptoms: 'validation.serviceSymptoms',
    description: 'validation.serviceDescription',
    nameLength: 'validation.serviceNameLength',
    travelMode: 'validation.serviceTravelMode',
    pickupDate: 'validation.pickupDate',
    address: 'validation.required',
    consent: 'validation.privacyConsent',
    estimate: 'validation.serviceEstimate',
    price: 'validation.servicePrice',
    note: 'validation.serviceNote',
} as const;

const m = serviceRequestMessages;
const text = (max: number, message: string = m.required) =>
    z.string({ error: m.required }).trim().min(1, m.required).max(max, message);
const optionalText = (max: number, message: string) =>
    z.preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), z.string().max(max, message));
/** A form's yes/no: a checkbox or radio sends 'yes'/'true'/'on', the API a boolean. */
const yesNo = z.preprocess(
    (v) => (typeof v === 'string' ? ['yes', 'true', 'on'].includes(v) : v),
    z.boolean({ error: m.required }),
);

/** Step 1, the watch; the date is checked against today by `purchaseDateProblem`. */
export const serviceWatchSchema = z
    .object({
        sku: text(64, m.sku),
        serialNumber: z
            .string({ error: m.required })
            .transform((v) => v.trim().toUpperCase().replace(/[\s-]/g, ''))
            .pipe(z.string().min(1, m.required).regex(SERIAL_NUMBER_PATTERN, m.serial)),
        purchaseDate: z.string({ error: m.required }).trim().refine(isShopDate, m.purchaseDate),
        purchasePlace: z.enum(PURCHASE_PLACES, { error: m.purchasePlace }),
        purchaseStoreSlug: optionalText(64, m.store),
        hasWarrantyCard: yesNo,
    })
    .superRefine((value, ctx) => {
        if (value.purchasePlace === 'boutique' && !value.purchaseStoreSlug) {
            ctx.addIssue({ code: 'custom', path: ['purchaseStoreSlug'], message: m.store });
        }
    });
export type ServiceWatch = z.output<typeof serviceWatchSchema>;

/** Step 2, the problem; the photos come by their own route. */
export const serviceProblemSchema = z.object({
    symptoms: z.preprocess(
        (v) => (typeof v === 'string' ? [v] : v),
        z
            .array(z.enum(SERVICE_SYMPTOMS, { error: m.symptoms }), { error: m.symptoms })
            .min(1, m.symptoms)
            .max(SERVICE_SYMPTOMS.length, m.symptoms)
            .transform((list) => [...new Set(list)]),
    ),
    description: optionalText(SERVICE_DESCRIPTION_MAX_LENGTH, m.description),
});
export type ServiceProblem = z.output<typeof serviceProblemSchema>;

/** Step 3, the owner and how to reach them. */
export const serviceContactSchema = z.object({
    name: text(50, m.nameLength),
    mobile: mobileSchema,
    email: emailSchema,
});
export type ServiceContact = z.output<typeof serviceContactSchema>;

/** Step 4, how the watch travels: an address and a day for the courier, or a boutique. */
export const serviceTravelSchema = z.discriminatedUnion(
    'travelMode',
    [
        z
            .object({
                travelMode: z.literal('pickup'),
                provinceCode: z.string().regex(/^\d{2}$/, m.address),
                cityCode: z.string().regex(/^\d{4}$/, m.address),
                districtCode: z.string().regex(/^\d{6}$/, m.address),
                /** The divisions' names, as the storefront's region list gives them for the codes. */
                province: text(40),
                city: text(40),
                district: text(40),
                streetLine: text(120),
                pickupDate: z.string({ error: m.required }).trim().refine(isShopDate, m.pickupDate),
            })
            .refine((a) => a.cityCode.startsWith(a.provinceCode) && a.districtCode.startsWith(a.cityCode), {
                path: ['districtCode'],
                message: 'validation.region',
            }),
        z.object({ travelMode: z.literal('dropOff'), dropOffStoreSlug: text(64, m.store) }),
    ],
    { error: m.travelMode },
);
export type ServiceTravel = z.output<typeof serviceTravelSchema>;

/** What an estimate line is for: one of the price table's operations, or anything else the workshop found. */
export const SERVICE_ESTIMATE_OPERATIONS = [...SERVICE_OPERATIONS, 'other'] as const;
export type ServiceEstimateOperation = (typeof SERVICE_ESTIMATE_OPERATIONS)[number];

/** One line of an estimate as staff write it: the operation, its words for the owner, its price with tax in fen. */
export const serviceEstimateLineSchema = z.object({
    operation: z.enum(SERVICE_ESTIMATE_OPERATIONS, { error: m.estimate }),
    label: text(SERVICE_ESTIMATE_LABEL_MAX_LENGTH, m.estimate),
    priceWithTax: z.number({ error: m.price }).int(m.price).min(0, m.price).max(SERVICE_PRICE_MAX_FEN, m.price),
});
export type ServiceEstimateLine = z.output<typeof serviceEstimateLineSchema>;

/** An estimate: one line at least, a dozen at most. */
export const serviceEstimateSchema = z
    .array(serviceEstimateLineSchema, { error: m.estimate })
    .min(1, m.estimate)
    .max(MAX_SERVICE_ESTIMATE_LINES, m.estimate);

/** Staff's word to the owner with a change of state: optional, bounded. */
export const serviceRequestNoteSchema = optionalText(SERVICE_REQUEST_NOTE_MAX_LENGTH, m.note);

/** What an estimate costs the owner: nothing under warranty, else the sum of its lines. */
export function serviceEstimateTotal(lines: readonly { priceWithTax: number }[], underWarranty: boolean): number {
    return underWarranty ? 0 : lines.reduce((sum, line) => sum + line.priceWithTax, 0);
}

/** The first field a step's input gets wrong, with its message key; undefined when it is whole. */
export function serviceStepProblem(schema: z.ZodType, input: unknown): { field: string; message: string } | undefined {
    const parsed = schema.safeParse(input);
    if (parsed.success) return undefined;
    const issue = parsed.error.issues[0];
    return { field: String(issue.path[0] ?? 'input'), message: issue.message };
}
