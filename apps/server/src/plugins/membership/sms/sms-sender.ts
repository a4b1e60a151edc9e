/** A sign-in code on its way to a mobile number. */
export interface SmsCodeMessage {
    /** Mainland number, normalised (11 digits). */
    mobile: string;
    code: string;
    /** Minutes the code lasts, for the text. */
    validMinutes: number;
}

/** The shop's templated messages besides the sign-in code, each an approved Aliyun template of its own. */
export const SMS_TEMPLATES = [
    'appointmentBooked',
    'appointmentChanged',
    'appointmentConfirmed',
    'appointmentCancelled',
    'appointmentReminder',
    'serviceRequestSubmitted',
    'serviceRequestUpdated',
] as const;

export type SmsTemplate = (typeof SMS_TEMPLATES)[number];

/** A templated message: the template's variables for Aliyun, and the text a phone shows, for the outbox. */
export interface SmsTemplateMessage {
    mobile: string;
    template: SmsTemplate;
    /** The approved template's variables, by name (`${store}` is `store`). */
    params: Record<string, string>;
    /** What the visitor reads, in their language, without the signature. */
    text: string;
}

/**
 * What sends the shop's SMS: Aliyun's SMS service in production, a local outbox otherwise.
 * Throws when the message could not be handed over; the code is then not kept.
 */
export interface SmsSender {
    readonly name: string;
    sendCode(message: SmsCodeMessage): Promise<void>;
    /**
     * Sends a templated message: true when handed over, false when skipped because its template
     * is not configured (logged as a warning). Throws when the provider refused it.
     */
    sendTemplate(message: SmsTemplateMessage): Promise<boolean>;
}
