import type { Locale } from '@maison/shared';

import type { SmsTemplate, SmsTemplateMessage } from '../../membership';

/** The appointment messages sent by SMS, as the events and the reminder name them. */
export type AppointmentSmsKind = 'booked' | 'changed' | 'confirmed' | 'cancelled' | 'reminder';

const TEMPLATE: Record<AppointmentSmsKind, SmsTemplate> = {
    booked: 'appointmentBooked',
    changed: 'appointmentChanged',
    confirmed: 'appointmentConfirmed',
    cancelled: 'appointmentCancelled',
    reminder: 'appointmentReminder',
};

/** What a message says of the appointment. */
export interface AppointmentSmsFacts {
    mobile: string;
    reference: string;
    /** YYYY-MM-DD in China. */
    date: string;
    /** HH:MM in Beijing time. */
    slotStart: string;
    /** The store's name in the visitor's language, for the text. */
    storeName: string;
    /** The store's Chinese name, for the approved (Chinese) template. */
    storeNameZh: string;
    /** The signed link's token: known only when the appointment is booked. */
    manageToken?: string;
}

/** A shop date as the language writes it: 2027年3月10日, 10 March 2027, 10.03.2027. */
export function smsDate(date: string, locale: Locale): string {
    const [y, m, d] = date.split('-').map(Number);
    if (locale === 'zh') return `${y}年${m}月${d}日`;
    if (locale === 'de') return `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`;
    const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
    return `${d} ${month} ${y}`;
}

/** The page that shows the appointment and cancels it, with the signed link's reference and token. */
export function manageUrl(publicUrl: string, reference: string, token: string): string {
    const query = new URLSearchParams({ ref: reference, token });
    return `${publicUrl.replace(/\/+$/, '')}/stores/appointment/manage?${query.toString()}`;
}

type Texts = Record<AppointmentSmsKind, (f: { store: string; date: string; time: string; ref: string }) => string>;

const TEXTS: Record<Locale, Texts> = {
    zh: {
        booked: (f) => `您已预约${f.date} ${f.time}于${f.store}的到店服务，预约号 ${f.ref}，我们将尽快确认。`,
        changed: (f) => `您的预约（${f.ref}）已改至${f.date} ${f.time}于${f.store}，我们将尽快确认。`,
        confirmed: (f) => `您${f.date} ${f.time}于${f.store}的预约（${f.ref}）已确认，期待您的光临。`,
        cancelled: (f) => `您${f.date} ${f.time}于${f.store}的预约（${f.ref}）已取消。如需重新预约，欢迎再次联系我们。`,
        reminder: (f) => `温馨提示：您明天${f.time}在${f.store}有一个预约（${f.ref}），期待您的光临。`,
    },
    en: {
        booked: (f) =>
            `Your visit to ${f.store} on ${f.date} at ${f.time} is booked, reference ${f.ref}. We will confirm it shortly.`,
        changed: (f) =>
            `Your visit (${f.ref}) is moved to ${f.date} at ${f.time} at ${f.store}. We will confirm it shortly.`,
        confirmed: (f) =>
            `Your visit to ${f.store} on ${f.date} at ${f.time} (${f.ref}) is confirmed. We look forward to welcoming you.`,
        cancelled: (f) =>
            `Your visit to ${f.store} on ${f.date} at ${f.time} (${f.ref}) is cancelled. You are welcome to book again.`,
        reminder: (f) =>
            `A reminder: your visit to ${f.store} is tomorrow at ${f.time} (${f.ref}). We look forward to welcoming you.`,
    },
    de: {
        booked: (f) =>
            `Ihr Termin in ${f.store} am ${f.date} um ${f.time} ist gebucht, Referenz ${f.ref}. Wir bestätigen ihn in Kürze.`,
        changed: (f) =>
            `Ihr Termin (${f.ref}) ist auf den ${f.date} um ${f.time} in ${f.store} verschoben. Wir bestätigen ihn in Kürze.`,
        confirmed: (f) =>
            `Ihr Termin in ${f.store} am ${f.date} um ${f.time} (${f.ref}) ist bestätigt. Wir freuen uns auf Ihren Besuch.`,
        cancelled: (f) =>
            `Ihr Termin in ${f.store} am ${f.date} um ${f.time} (${f.ref}) ist storniert. Gerne können Sie erneut buchen.`,
        reminder: (f) =>
            `Zur Erinnerung: Ihr Termin in ${f.store} ist morgen um ${f.time} (${f.ref}). Wir freuen uns auf Ihren Besuch.`,
    },
};

const MANAGE: Record<Locale, string> = { zh: '查看或取消：', en: 'View or cancel: ', de: 'Ansehen oder stornieren: ' };

/**
 * An appointment's SMS: the text in the visitor's language for the outbox, and the variables of
 * the approved template, which is Chinese: `store`, `date`, `time`, `ref`, and `token` for the
 * booked message. The template holds the shop's address with `?ref=${ref}&token=${token}`, as
 * Aliyun approves links only in a template's own text and a variable holds 35 characters at most.
 */
export function appointmentSms(
    kind: AppointmentSmsKind,
    facts: AppointmentSmsFacts,
    locale: Locale,
    publicUrl: string,
): SmsTemplateMessage {
    const texts = TEXTS[locale];
    const visible = {
        store: facts.storeName,
        date: smsDate(facts.date, locale),
        time: facts.slotStart,
        ref: facts.reference,
    };
    const link =
        kind === 'booked' && facts.manageToken
            ? ` ${MANAGE[locale]}${manageUrl(publicUrl, facts.reference, facts.manageToken)}`
            : '';
    const params: Record<string, string> = {
        store: facts.storeNameZh,
        date: smsDate(facts.date, 'zh'),
        time: facts.slotStart,
        ref: facts.reference,
        ...(kind === 'booked' && facts.manageToken ? { token: facts.manageToken } : {}),
    };
    return { mobile: facts.mobile, template: TEMPLATE[kind], params, text: texts[kind](visible) + link };
}
