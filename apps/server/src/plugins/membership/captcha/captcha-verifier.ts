/** What the visitor's browser brings back from the captcha it solved. */
export interface CaptchaAnswer {
    ticket: string;
    randstr: string;
    /** The address the visitor asks from (the captcha service checks it too). */
    clientAddress: string;
}

/**
 * What decides that a person, not a script, asks for a sign-in code: Tencent's captcha in
 * production, a local stand-in otherwise.
 */
export interface CaptchaVerifier {
    readonly name: 'local' | 'tencent';
    verify(answer: CaptchaAnswer): Promise<boolean>;
}
