import { z } from 'zod';

import { MAX_LINE_QUANTITY } from './constants.js';

/**
 * Validation rules of spec §5. Messages are i18n keys (namespace `validation`), so the
 * storefront shows them in the visitor's language and the server can return the same key.
 */
export const validationMessages = {
    required: 'validation.required',
    email: 'validation.email',
    tel: 'validation.tel',
    idcard: 'validation.idcard',
} as const;

/** Spaces and hyphens a shopper may type inside a mobile number. */
export function normaliseMobile(input: string): string {
    return input.replace(/[\s-]/g, '');
}

/** Mainland mobile number: 11 digits, a 1 then 3–9 (spec §5). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const mobileSchema = z
    .string({ error: validationMessages.required })
    .transform(normaliseMobile)
    .pipe(z.string().min(1, validationMessages.required).regex(MOBILE_PATTERN, validationMessages.tel));

export const emailSchema = z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, validationMessages.required)
    .pipe(z.email(validationMessages.email));

export const requiredText = z.string({ error: validationMessages.required }).trim().min(1, validationMessages.required);

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK = '10X98765432';

/** Resident identity card number (GB 11643): 18 characters with an ISO 7064 check digit. */
export function isValidIdCard(value: string): boolean {
    const id = value.toUpperCase();
    if (!/^\d{17}[\dX]$/.test(id)) return false;
    const sum = ID_CARD_WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
    return ID_CARD_CHECK[sum % 11] === id[17];
}

export const idCardSchema = requiredText.refine(isValidIdCard, validationMessages.idcard);

/** Search box (spec §5): a blank query sends no q. */
export function searchQueryParam(input: string | null | undefined): string | undefined {
    const q = input?.trim();
    return q ? q : undefined;
}

/**
 * An id of the shop's records as the APIs hand them out (auto-increment integers on both
 * databases). Checked before any call, so a malformed id is the client's 400, not our error.
 */
export const entityIdSchema = z.string().regex(/^[1-9][0-9]{0,15}$/, 'Invalid id');

export const addToBagSchema = z.object({
    productVariantId: entityIdSchema,
    quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
    /** A strap's buckle (spec §1: straps are bundles); the form's "no buckle" choice sends ''. */
    buckleVariantId: z.preprocess((v) => (v === '' ? undefined : v), entityIdSchema.optional()),
});

export const removeFromBagSchema = z.object({ orderLineId: entityIdSchema });

export const changeQuantitySchema = z.object({
    orderLineId: entityIdSchema,
    quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY),
});

/** A coupon code as staff create them in the dashboard: letters, digits, - and _, up to 50. */
export const couponCodeSchema = z.object({
    couponCode: z
        .string()
        .trim()
        .min(1, validationMessages.required)
        .max(50, 'coupon.invalid')
        .regex(/^[\p{L}\p{N}_-]+$/u, 'coupon.invalid'),
});

/** Fapiao (invoice) the shopper may ask for: none, personal, or a company's with its taxpayer id. */
export const FAPIAO_TYPES = ['none', 'personal', 'company'] as const;
export type FapiaoType = (typeof FAPIAO_TYPES)[number];

/** Unified social credit code (18) or an older taxpayer number (15 or 20), letters upper-case. */
export const TAXPAYER_ID_PATTERN = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;

export const fapiaoSchema = z
    .object({
        fapiaoType: z.enum(FAPIAO_TYPES).default('none'),
        fapiaoTitle: z.string().trim().max(100).optional().default(''),
        fapiaoTaxId: z
            .string()
            .trim()
            .transform((v) => v.toUpperCase())
            .optional()
            .default(''),
    })
    .superRefine((v, ctx) => {
        if (v.fapiaoType !== 'company') return;
        if (!v.fapiaoTitle)
            ctx.addIssue({ code: 'custom', path: ['fapiaoTitle'], message: validationMessages.required });
        if (!TAXPAYER_ID_PATTERN.test(v.fapiaoTaxId)) {
            ctx.addIssue({ code: 'custom', path: ['fapiaoTaxId'], message: 'validation.taxpayerId' });
        }
    });

/** A mainland China address as the checkout form sends it: regions by their division codes. */
export const chineseAddressSchema = z.object({
    fullName: requiredText.pipe(z.string().max(50)),
    phoneNumber: mobileSchema,
    provinceCode: z.string().regex(/^\d{2}$/, validationMessages.required),
    cityCode: z.string().regex(/^\d{4}$/, validationMessages.required),
    districtCode: z.string().regex(/^\d{6}$/, validationMessages.required),
    streetLine1: requiredText.pipe(z.string().max(120)),
    postalCode: z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'validation.postalCode'),
});
export type ChineseAddressInput = z.infer<typeof chineseAddressSchema>;

/** Checkout as a guest: who the order is for. */
export const guestCheckoutSchema = z.object({
    emailAddress: emailSchema,
    firstName: requiredText.pipe(z.string().max(50)),
    lastName: requiredText.pipe(z.string().max(50)),
});
