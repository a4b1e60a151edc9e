import { z } from 'zod';

import { emailSchema, mobileSchema, validationMessages } from './validation.js';

/**
 * Messages visitors send to the shop's staff through its contact forms (issue 31): to a chosen
 * boutique from `/store/services/contact` now, and a watch-service question later, all in the
 * one staff inbox. The server checks the form's schema again; staff move a message's state.
 */

/** What a message is about, which decides who hears of it: the chosen boutique, or the shop's inbox. */
export const CONTACT_KINDS = ['storeContact', 'serviceQuestion'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** `new` when sent; staff mark it `answered` (by e-mail or phone) or `closed` (nothing to answer). */
export const CONTACT_MESSAGE_STATES = ['new', 'answered', 'closed'] as const;
export type ContactMessageState = (typeof CONTACT_MESSAGE_STATES)[number];

/** What the events of a message say happened to it. */
export const CONTACT_MESSAGE_EVENT_KINDS = ['received', 'answered', 'closed', 'noted'] as const;
export type ContactMessageEventKind = (typeof CONTACT_MESSAGE_EVENT_KINDS)[number];

export const CONTACT_NAME_MAX_LENGTH = 50;
export const CONTACT_SUBJECT_MAX_LENGTH = 120;
export const CONTACT_BODY_MAX_LENGTH = 2000;
export const CONTACT_STAFF_NOTE_MAX_LENGTH = 2000;
/** Messages one client address may send in a day, counted where every instance sees them. */
export const MAX_CONTACT_MESSAGES_PER_CLIENT_PER_DAY = 5;

export function isContactMessageState(value: unknown): value is ContactMessageState {
    return CONTACT_MESSAGE_STATES.some((state) => state === value);
}

/** The states staff may move a message in `state` to; a closed message stays closed. */
export function staffContactTransitions(state: ContactMessageState): ContactMessageState[] {
    if (state === 'new') return ['answered', 'closed'];
    if (state === 'answered') return ['closed'];
    return [];
}

/** Messages are i18n keys: the shared `validation` ones, and the contact form's own. */
export const contactMessages = {
    required: validationMessages.required,
    kind: 'contact.validation.kind',
    store: 'contact.validation.store',
    nameLength: 'contact.validation.nameLength',
    subjectLength: 'contact.validation.subjectLength',
    bodyLength: 'contact.validation.bodyLength',
    replyChannel: 'contact.validation.replyChannel',
    consent: 'contact.validation.consent',
} as const;

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
 * §5, or e-mail, at least one), the subject and the message, and the privacy consent.
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
