import { z } from 'zod';

import { validationMessages } from './validation.js';
import {
    normaliseCardCode,
    normaliseSerial,
    WARRANTY_INPUT_MAX_LENGTH,
    WATCH_SALE_PLACE_MAX_LENGTH,
} from './warranty.js';

/**
 * The warranty's forms (issue 33), apart from warranty.ts so that a page showing a card loads
 * no schema: the member's registration and staff's new serial, checked on both sides.
 */

/** The member's registration form, on the storefront and again in its action. */
export const registerWatchSchema = z.object({
    serial: z
        .string({ error: validationMessages.required })
        .trim()
        .min(1, validationMessages.required)
        .max(WARRANTY_INPUT_MAX_LENGTH)
        .refine((v) => normaliseSerial(v) !== undefined, 'warranty.validation.serial'),
    cardCode: z
        .string({ error: validationMessages.required })
        .trim()
        .min(1, validationMessages.required)
        .max(WARRANTY_INPUT_MAX_LENGTH)
        .refine((v) => normaliseCardCode(v) !== undefined, 'warranty.validation.cardCode'),
});
export type RegisterWatchForm = z.infer<typeof registerWatchSchema>;

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const calendarDaySchema = z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, 'Invalid date');

/** Staff's new serial (the dashboard's form); the card's code is made by the server. */
export const watchSerialInputSchema = z
    .object({
        serial: z.string().transform((v, ctx) => {
            const serial = normaliseSerial(v);
            if (!serial) ctx.addIssue({ code: 'custom', message: 'Invalid serial' });
            return serial ?? '';
        }),
        sku: z.string().trim().min(1).max(64),
        manufacturedOn: calendarDaySchema,
        soldOn: calendarDaySchema.nullish(),
        salePlace: z.string().trim().max(WATCH_SALE_PLACE_MAX_LENGTH).nullish(),
    })
    .refine((v) => !v.soldOn || v.soldOn >= v.manufacturedOn, { path: ['soldOn'], message: 'Sold before made' });
export type WatchSerialInput = z.input<typeof watchSerialInputSchema>;
