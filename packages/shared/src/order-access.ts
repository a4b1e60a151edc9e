import { z } from 'zod';

import { SMS_CODE_PATTERN, signInMessages } from './member-forms.js';

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
