import { useTranslation } from '~/lib/use-translation';

import type { SignInAnswer } from '../sign-in';
import { useSignInForm } from '../use-sign-in-form';
import { FormFailure } from './FormFailure';
import { EmailField, PasswordField } from './SignInFields';

/** Sign-in by e-mail and password (spec §3 login form: username, password, remember me). */
export function PasswordSignInForm({ redirectTo, rendered }: { redirectTo: string; rendered?: SignInAnswer }) {
    const { t } = useTranslation();
    const form = useSignInForm('login', redirectTo, rendered);
    return (
        <form.fetcher.Form method="post" action={form.action} noValidate className="login__form" data-form="login">
            <input type="hidden" name="intent" value="login" />
            <input type="hidden" name="redirect" value={redirectTo} />
            <EmailField
                form="login"
                name="username"
                error={form.errorOf('username')}
                defaultValue={form.valueOf('username')}
            />
            <PasswordField form="login" kind="current" error={form.errorOf('password')} />
            <label className="checkbox">
                <input type="checkbox" name="rememberMe" /> {t('login.fields.rememberMe')}
            </label>
            <FormFailure code={form.failure} />
            <button type="submit" className="button button--primary button--wide" disabled={form.busy}>
                {t('login.login.submit')}
            </button>
        </form.fetcher.Form>
    );
}
