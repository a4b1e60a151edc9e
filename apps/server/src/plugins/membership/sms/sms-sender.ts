/** A sign-in code on its way to a mobile number. */
export interface SmsCodeMessage {
    /** Mainland number, normalised (11 digits). */
    mobile: string;
    code: string;
    /** Minutes the code lasts, for the text. */
    validMinutes: number;
}

/**
 * What sends the sign-in codes: Aliyun's SMS service in production, a local outbox otherwise.
 * Throws when the message could not be handed over; the code is then not kept.
 */
export interface SmsSender {
    readonly name: string;
    sendCode(message: SmsCodeMessage): Promise<void>;
}
