import { z } from 'zod';

import { SMS_CODE_PATTERN, signInMessages } from './member-forms.js';

/**
 * Why the proof that a guest order is the visitor's was refused. A wrong e-mail address or code
 * is answered as an order number that does not exist, so the answer tells a guesser nothing.
 */
export const ORDER_ACCESS_REFUSALS = {
    /** No such order, not a guest order, or the proof did not match. */
    notFound: 'ORDER_NOT_FOUND',
    /** Too many wrong proofs for this order or from this address: wait `waitSeconds`. */
    throttled: 'ORDER_ACCESS_THROTTLED',
} as const;

export type OrderAccessRefusal = (typeof ORDER_ACCESS_REFUSALS)[keyof typeof ORDER_ACCESS_REFUSALS];

/** An order number as the shop writes them (Vendure's codes), bounded before any look-up. */
export const ORDER_CODE_PATTERN = /^[A-Za-z0-9-]{1,32}$/;

/** Proving a guest order by the e-mail address it was placed with. */
export const orderAccessEmailSchema = z.object({
    email: z
        .string({ error: signInMessages.required })
        .trim()
        .min(1, signInMessages.required)
        .max(254, signInMessages.email)
        .pipe(z.email(signInMessages.email)),
});

/** Proving a guest order by the code sent to the phone it was placed with. */
export const orderAccessSmsSchema = z.object({
    code: z.string({ error: signInMessages.required }).trim().regex(SMS_CODE_PATTERN, signInMessages.smsCode),
});
