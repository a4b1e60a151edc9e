import { z } from 'zod';

import {
    CONTACT_BODY_MAX_LENGTH,
    CONTACT_KINDS,
    CONTACT_NAME_MAX_LENGTH,
    CONTACT_SUBJECT_MAX_LENGTH,
    contactMessages,
} from './contact.js';
import { emailSchema, mobileSchema } from './validation.js';

/**
 * The contact forms' schema, kept apart from contact.ts: building a zod object schema probes
 * whether the page may evaluate code, which the storefront's Content-Security-Policy refuses, so
 * a page that only needs the limits must not load it.
 */

const required = z.string({ error: contactMessages.required });

/** A text field the visitor may leave out: blank is the same as not given. */
const optional = <T extends z.ZodType>(schema: T) =>
    z.preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? undefined : (value ?? undefined)),
        schema.optional(),
    );

const bounded = (max: number, tooLong: string) => required.trim().min(1, contactMessages.required).max(max, tooLong);

/**
 * A message as a contact form sends it and the server checks it again: its kind, the boutique
 * (a store's message needs one), who writes, a way to answer them (mobile by the rule of spec
 * §5, or e-mail, at least one; a service question needs the e-mail), the subject and the message, and the privacy consent.
 */
export const contactMessageSchema = z
    .object({
        kind: z.enum(CONTACT_KINDS, { error: contactMessages.kind }),
        storeSlug: optional(z.string().trim().max(64, contactMessages.store)),
        name: bounded(CONTACT_NAME_MAX_LENGTH, contactMessages.nameLength),
        mobile: optional(mobileSchema),
        email: optional(emailSchema),
        subject: bounded(CONTACT_SUBJECT_MAX_LENGTH, contactMessages.subjectLength),
        body: bounded(CONTACT_BODY_MAX_LENGTH, contactMessages.bodyLength),
        privacyConsent: z.literal(true, { error: contactMessages.consent }),
    })
    .superRefine(
        (message, ctx) => {
            if (typeof message !== 'object' || message === null) return;
            // Blank fields were made undefined above; a field its own rule refused is not blank.
            const blank = (value: unknown) => value === undefined || (typeof value === 'string' && !value.trim());
            if (message.kind === 'storeContact' && blank(message.storeSlug)) {
                ctx.addIssue({ code: 'custom', path: ['storeSlug'], message: contactMessages.store });
            }
            // A service question is answered by e-mail (issue 33): the watchmaker's answer is long.
            if (message.kind === 'serviceQuestion' && blank(message.email)) {
                ctx.addIssue({ code: 'custom', path: ['email'], message: contactMessages.required });
            }
            if (blank(message.mobile) && blank(message.email)) {
                ctx.addIssue({ code: 'custom', path: ['mobile'], message: contactMessages.replyChannel });
            }
        },
        // Also when another field is wrong, so that the form names every field at once.
        { when: () => true },
    );
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageFields = z.output<typeof contactMessageSchema>;

/** The first field a message gets wrong, with its message key; undefined when it is whole. */
export function contactMessageProblem(input: unknown): { field: string; message: string } | undefined {
    const parsed = contactMessageSchema.safeParse(input);
    if (parsed.success) return undefined;
    const issue = parsed.error.issues[0];
    return { field: String(issue.path[0] ?? 'input'), message: issue.message };
}
