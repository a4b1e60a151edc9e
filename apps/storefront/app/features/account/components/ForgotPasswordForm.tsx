import { useEffect } from 'react';

import { useTranslation } from '~/lib/use-translation';

import type { SignInAnswer } from '../sign-in';
import { useSignInForm } from '../use-sign-in-form';
import { FormFailure } from './FormFailure';
import { EmailField } from './SignInFields';

/** Asks for a reset link by e-mail; once asked, the thank-you screen follows (spec §4). */
export function ForgotPasswordForm({
    redirectTo,
    onSent,
    rendered,
}: {
    redirectTo: string;
    onSent(): void;
    rendered?: SignInAnswer;
}) {
    const { t } = useTranslation();
    const form = useSignInForm('forgot', redirectTo, rendered);
    const sent = form.answer?.ok === true;
    useEffect(() => {
        if (sent) onSent();
    }, [sent, onSent]);
    return (
        <form.fetcher.Form method="post" action={form.action} noValidate className="login__form" data-form="forgot">
            <input type="hidden" name="intent" value="forgot" />
            <EmailField form="forgot" error={form.errorOf('email')} defaultValue={form.valueOf('email')} autoFocus />
            <FormFailure code={form.failure} />
            <button type="submit" className="button button--primary button--wide" disabled={form.busy}>
                {t('login.forgot.submit')}
            </button>
        </form.fetcher.Form>
    );
}
