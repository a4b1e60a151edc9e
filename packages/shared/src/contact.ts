import { validationMessages } from './validation.js';

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
