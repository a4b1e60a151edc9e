import { z } from 'zod';

import { daysBetween, isShopDate, shopClock, weekdayOf } from './stores.js';
import { emailSchema, mobileSchema, validationMessages } from './validation.js';

/**
 * A watch sent in for service (issue 33, "send my watch"): the five steps' rules, the states
 * a request goes through, its reference and what a photo may be. The server enforces them; the
 * storefront and the dashboard show the same.
 */

/**
 * Where a request stands, in the order the repair takes it: `submitted` by the owner, then
 * `received` and `inspected` at the workshop, an estimate sent and accepted or declined, the
 * repair and its quality control, the watch shipped back and the request `closed`; `cancelled`
 * ends it early.
 */
export const SERVICE_REQUEST_STATES = [
    'submitted',
    'received',
    'inspected',
    'estimateSent',
    'estimateAccepted',
    'estimateDeclined',
    'inRepair',
    'qualityControl',
    'shippedBack',
    'closed',
    'cancelled',
] as const;
export type ServiceRequestState = (typeof SERVICE_REQUEST_STATES)[number];

/** What the owner says is wrong with the watch. */
export const SERVICE_SYMPTOMS = [
    'stops',
    'losesTime',
    'gainsTime',
    'condensation',
    'crown',
    'strapOrClasp',
    'glass',
    'battery',
    'other',
] as const;
export type ServiceSymptom = (typeof SERVICE_SYMPTOMS)[number];

/** Where the watch was bought. */
export const PURCHASE_PLACES = ['boutique', 'onlineShop', 'other'] as const;
export type PurchasePlace = (typeof PURCHASE_PLACES)[number];

/** How the watch reaches the workshop: a courier collects it, or the owner leaves it at a boutique. */
export const SERVICE_TRAVEL_MODES = ['pickup', 'dropOff'] as const;
export type ServiceTravelMode = (typeof SERVICE_TRAVEL_MODES)[number];

/** The steps in order; `countries` comes before them and is not kept. */
export const SEND_WATCH_STEPS = ['watch', 'problem', 'contact', 'travel', 'review'] as const;
export type SendWatchStep = (typeof SEND_WATCH_STEPS)[number];

/** Photos one request may carry. */
export const MAX_SERVICE_PHOTOS = 5;
/** The largest photo taken, in bytes (5 MB). */
export const MAX_SERVICE_PHOTO_BYTES = 5 * 1024 * 1024;
/** Longest description of the problem. */
export const SERVICE_DESCRIPTION_MAX_LENGTH = 1000;
/** Days ahead a courier pick-up may be asked for. */
export const SERVICE_PICKUP_MAX_DAYS_AHEAD = 14;
/** Guest look-ups by reference one client may try in an hour, counted where every instance sees them. */
export const MAX_SERVICE_TRACK_TRIES_PER_HOUR = 10;

/** The photo types taken, by what their bytes say. */
export const SERVICE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/heic'] as const;
export type ServicePhotoType = (typeof SERVICE_PHOTO_TYPES)[number];

const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];

/**
 * The type a photo's first bytes prove, whatever its name or declared type says: JPEG's SOI
 * marker, PNG's signature, or an ISO-BMFF `ftyp` box of a HEIF brand; undefined for anything else.
 */
export function sniffPhotoType(bytes: Uint8Array): ServicePhotoType | undefined {
    if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
    if (bytes.length >= 12) {
        const box = String.fromCharCode(...bytes.subarray(4, 8));
        const brand = String.fromCharCode(...bytes.subarray(8, 12));
        if (box === 'ftyp' && HEIC_BRANDS.includes(brand)) return 'image/heic';
    }
    return undefined;
}

/** Letters and digits that cannot be read as one another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V). */
export const SERVICE_REFERENCE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
const REFERENCE_PATTERN = new RegExp(`^SV-[${SERVICE_REFERENCE_ALPHABET}]{8}$`);

/** A request's reference: SV- and eight characters of the alphabet, about 2^36 of them. */
export function isServiceReference(value: unknown): value is string {
    return typeof value === 'string' && REFERENCE_PATTERN.test(value);
}

/** A reference as typed (lower case, spaces): the canonical form, or undefined when it cannot be one. */
export function normaliseServiceReference(input: string): string | undefined {
    const compact = input.trim().toUpperCase().replace(/\s+/g, '');
    const withPrefix = compact.startsWith('SV-')
        ? compact
        : compact.startsWith('SV')
          ? `SV-${compact.slice(2)}`
          : `SV-${compact}`;
    return isServiceReference(withPrefix) ? withPrefix : undefined;
}

/** A reference from random bytes (at least 8); the caller draws them from a secure source. */
export function serviceReferenceFrom(random: Uint8Array): string {
    let out = 'SV-';
    for (let i = 0; i < 8; i++) out += SERVICE_REFERENCE_ALPHABET[random[i] % SERVICE_REFERENCE_ALPHABET.length];
    return out;
}

/** Watch serial numbers as engraved: 6 to 12 letters and digits (a dash is tolerated and dropped). */
export const SERIAL_NUMBER_PATTERN = /^[A-Z0-9]{6,12}$/;

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

/** The first field a step's input gets wrong, with its message key; undefined when it is whole. */
export function serviceStepProblem(schema: z.ZodType, input: unknown): { field: string; message: string } | undefined {
    const parsed = schema.safeParse(input);
    if (parsed.success) return undefined;
    const issue = parsed.error.issues[0];
    return { field: String(issue.path[0] ?? 'input'), message: issue.message };
}

/** Whether a purchase date (YYYY-MM-DD) is not after today in China. */
export function isPastPurchaseDate(date: string, now: Date | number = Date.now()): boolean {
    return isShopDate(date) && daysBetween(date, shopClock(now).date) >= 0 && date >= '1900-01-01';
}

/** The days a courier may come: Monday to Friday from tomorrow, within the next 14 days (China's date). */
export function pickupDays(now: Date | number = Date.now()): string[] {
    const today = shopClock(now).date;
    const days: string[] = [];
    const [y, mo, d] = today.split('-').map(Number);
    for (let i = 1; i <= SERVICE_PICKUP_MAX_DAYS_AHEAD; i++) {
        const date = new Date(Date.UTC(y, mo - 1, d + i)).toISOString().slice(0, 10);
        const weekday = weekdayOf(date);
        if (weekday !== 'saturday' && weekday !== 'sunday') days.push(date);
    }
    return days;
}

/** What a draft holds of each step; a step is there once its input passed. */
export interface SendWatchDraftSteps {
    watch?: unknown;
    problem?: unknown;
    contact?: unknown;
    travel?: unknown;
}

/**
 * The first step a draft still lacks, in the steps' order: `review` once the four are there.
 * A step reached out of order is sent back to this one.
 */
export function firstMissingStep(draft: SendWatchDraftSteps): SendWatchStep {
    for (const step of SEND_WATCH_STEPS) {
        if (step === 'review') return step;
        if (draft[step] === undefined || draft[step] === null) return step;
    }
    return 'review';
}

/** Whether a step may be shown: every step before it is there. */
export function mayOpenStep(draft: SendWatchDraftSteps, step: SendWatchStep): boolean {
    return SEND_WATCH_STEPS.indexOf(step) <= SEND_WATCH_STEPS.indexOf(firstMissingStep(draft));
}
