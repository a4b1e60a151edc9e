import { useEffect, useState, type RefObject } from 'react';
import { useSubmit } from 'react-router';

import type { CaptchaChallenge, SignInAnswer } from '~/features/account/sign-in';
import { useSecondsLeft } from '~/features/account/use-sms-code';
import { useTencentCaptchaAsk } from '~/features/account/use-tencent-captcha';
import { TextField } from '~/components/TextField';
import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';

/**
 * A guest's proof of the mobile, as sign-in asks it: the captcha (the local box, or Tencent's
 * puzzle when the shop uses it), a button that texts a code (`intent=code` of the same form, so it
 * works as plain HTML) and the code's field.
 */
export function CodeFields({
    form,
    challenge,
    answer,
    error,
}: {
    form: RefObject<HTMLFormElement | null>;
    challenge: CaptchaChallenge | null;
    /** The answer of the last code request. */
    answer: SignInAnswer | undefined;
    /** The i18n key of what is wrong with the code. */
    error?: string;
}) {
    const { t } = useTranslation();
    const { config } = useRootData();
    const submit = useSubmit();
    const [resendAt, setResendAt] = useState(0);
    useEffect(() => {
        if (answer?.retryAfterSeconds) setResendAt(Date.now() + answer.retryAfterSeconds * 1000);
    }, [answer]);
    const wait = useSecondsLeft(resendAt);
    const tencentAppId = challenge === null && config.tencentCaptchaAppId ? config.tencentCaptchaAppId : '';
    const { ask, failed } = useTencentCaptchaAsk(tencentAppId, form, async (data) => {
        data.set('intent', 'code');
        await submit(data, { method: 'post', preventScrollReset: true });
    });
    const sent = answer?.ok === true;
    const masked = answer?.mobile ? `${answer.mobile.slice(0, 3)}****${answer.mobile.slice(7)}` : '';
    const humanError = answer?.errors.human ?? answer?.errors.ticket;
    const failure = failed ? 'CAPTCHA_FAILED' : answer && !answer.ok && answer.code !== 'INVALID' ? answer.code : '';
    return (
        <fieldset className="appointment__code">
            <legend>{t('appointment.code.legend')}</legend>
            {challenge && (
                <>
                    <input type="hidden" name="captchaKind" value="local" />
                    <input type="hidden" name="randstr" value={challenge.randstr} />
                    <input type="hidden" name="ticket" value={challenge.ticket} />
                    <label className="checkbox">
                        <input
                            type="checkbox"
                            name="human"
                            aria-invalid={Boolean(humanError)}
                            aria-describedby={humanError ? 'appointment-human-error' : undefined}
                        />
                        {t('appointment.code.human')}
                    </label>
                </>
            )}
            {humanError && (
                <p id="appointment-human-error" className="form-error" role="alert">
                    {t(humanError)}
                </p>
            )}
            <div className="appointment__code-row">
                <TextField
                    id="appointment-code"
                    name="smsCode"
                    label={t('appointment.code.code')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    error={error}
                />
                <button
                    type={tencentAppId ? 'button' : 'submit'}
                    name="intent"
                    value="code"
                    formNoValidate
                    className="button button--secondary"
                    disabled={wait > 0}
                    onClick={tencentAppId ? () => void ask() : undefined}
                >
                    {wait > 0
                        ? t('appointment.code.resendIn', { seconds: wait })
                        : t(sent ? 'appointment.code.resend' : 'appointment.code.send')}
                </button>
            </div>
            {sent && (
                <p className="appointment__note" role="status">
                    {t('appointment.code.sent', { mobile: masked })}
                </p>
            )}
            {failure && (
                <p className="form-error" role="alert">
                    {t(`appointment.errors.${failure}`)}
                </p>
            )}
        </fieldset>
    );
}
