import { useTranslation } from '~/lib/use-translation';

import type { SignInAnswer } from '../sign-in';
import { useSignInForm } from '../use-sign-in-form';
import { FormFailure } from './FormFailure';
import { ConsentBox, EmailField, NameFields, PasswordField } from './SignInFields';

/** Registration by e-mail (spec §3 register form); the new member is signed in at once. */
export function RegisterForm({ redirectTo, rendered }: { redirectTo: string; rendered?: SignInAnswer }) {
    const { t } = useTranslation();
    const form = useSignInForm('register', redirectTo, rendered);
    return (
        <form.fetcher.Form method="post" action={form.action} noValidate className="login__form" data-form="register">
            <input type="hidden" name="intent" value="register" />
            <input type="hidden" name="redirect" value={redirectTo} />
            <EmailField form="register" error={form.errorOf('email')} defaultValue={form.valueOf('email')} autoFocus />
            <NameFields
                form="register"
                values={{ lastName: form.valueOf('lastName'), firstName: form.valueOf('firstName') }}
                errors={{ lastName: form.errorOf('lastName'), firstName: form.errorOf('firstName') }}
            />
            <PasswordField form="register" kind="new" error={form.errorOf('password')} />
            <ConsentBox
                name="createAccount"
                text="login.register.createAccount"
                error={form.errorOf('createAccount')}
            />
            <FormFailure code={form.failure} />
            <button type="submit" className="button button--primary button--wide" disabled={form.busy}>
                {t('login.register.submit')}
            </button>
        </form.fetcher.Form>
    );
}
