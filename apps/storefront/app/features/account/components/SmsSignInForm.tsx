import { useEffect, useRef, useState } from 'react';

import { TextField } from '~/components/TextField';
import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';

import type { CaptchaChallenge, SignInAnswer } from '../sign-in';
import { useChallenge, useSecondsLeft } from '../use-sms-code';
import { useTencentCaptchaAsk } from '../use-tencent-captcha';
import { useSignInForm } from '../use-sign-in-form';
import { FormFailure } from './FormFailure';
import { ConsentBox } from './SignInFields';

/**
 * Sign-in by mainland mobile number and texted code (spec §6): the captcha, then the code, and
 * for a new number the consent that makes it a member. One form, two buttons: asking for a
 * code and signing in, so that it works as plain HTML too.
 */
export function SmsSignInForm({
    redirectTo,
    challenge: initialChallenge,
    rendered,
}: {
    redirectTo: string;
    challenge?: CaptchaChallenge | null;
    rendered?: SignInAnswer;
}) {
    const { t } = useTranslation();
    const form = useSignInForm(['sms-code', 'sms'], redirectTo, rendered);
    const { answer } = form;
    const challenge = useChallenge(initialChallenge, answer);
    const [resendAt, setResendAt] = useState(0);
    useEffect(() => {
        if (answer?.intent === 'sms-code' && answer.retryAfterSeconds) {
            setResendAt(Date.now() + answer.retryAfterSeconds * 1000);
        }
    }, [answer]);
    const wait = useSecondsLeft(resendAt);
    const sent = answer?.intent === 'sms-code' && answer.ok;
    const { config } = useRootData();
    const formRef = useRef<HTMLFormElement>(null);
    // Tencent's captcha, when the shop uses it (the backend then has no local challenge to give).
    const tencentAppId = challenge === null && config.tencentCaptchaAppId ? config.tencentCaptchaAppId : '';
    const { ask: askWithTencentCaptcha, failed: captchaFailed } = useTencentCaptchaAsk(tencentAppId, formRef, (data) =>
        form.fetcher.submit(data, { method: 'post', action: form.action }),
    );
    const masked = answer?.mobile ? `${answer.mobile.slice(0, 3)}****${answer.mobile.slice(7)}` : '';

    return (
        <form.fetcher.Form
            ref={formRef}
            method="post"
            action={form.action}
            noValidate
            className="login__form"
            data-form="sms"
        >
            <input type="hidden" name="redirect" value={redirectTo} />
            {challenge && (
                <>
                    <input type="hidden" name="captchaKind" value="local" />
                    <input type="hidden" name="randstr" value={challenge.randstr} />
                    <input type="hidden" name="ticket" value={challenge.ticket} />
                </>
            )}
            <TextField
                id="sms-mobile"
                name="mobile"
                label={t('login.sms.mobile')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={20}
                defaultValue={answer?.mobile ?? form.valueOf('mobile')}
                error={form.errorOf('mobile')}
                data-autofocus
            />
            {challenge && (
                <label className="checkbox">
                    <input
                        type="checkbox"
                        name="human"
                        aria-invalid={Boolean(form.errorOf('human'))}
                        aria-describedby={form.errorOf('human') ? 'sms-human-error' : undefined}
                    />
                    {t('login.sms.human')}
                </label>
            )}
            {(form.errorOf('human') ?? form.errorOf('ticket')) && (
                <p id="sms-human-error" className="form-error" role="alert">
                    {t(form.errorOf('human') ?? form.errorOf('ticket') ?? '')}
                </p>
            )}
            {captchaFailed && <FormFailure code="CAPTCHA_FAILED" />}
            <button
                type={tencentAppId ? 'button' : 'submit'}
                name="intent"
                value="sms-code"
                className="button button--secondary button--wide"
                disabled={form.busy || wait > 0}
                onClick={tencentAppId ? () => void askWithTencentCaptcha() : undefined}
            >
                {wait > 0
                    ? t('login.sms.resendIn', { seconds: wait })
                    : t(sent ? 'login.sms.resend' : 'login.sms.send')}
            </button>
            {sent && (
                <p className="login__note" role="status">
                    {t('login.sms.sent', { mobile: masked })}
                </p>
            )}
            <TextField
                id="sms-code"
                name="code"
                label={t('login.sms.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                error={form.errorOf('code')}
            />
            <ConsentBox name="acceptTerms" text="login.sms.acceptTerms" />
            <FormFailure code={form.failure} />
            <button
                type="submit"
                name="intent"
                value="sms"
                className="button button--primary button--wide"
                disabled={form.busy}
            >
                {t('login.sms.submit')}
            </button>
        </form.fetcher.Form>
    );
}
