import { PASSWORD_MIN_LENGTH } from '@maison/shared';
import { data, Form, Link, useNavigation } from 'react-router';

import { FormFailure } from '~/features/account/components/FormFailure';
import { PasswordField } from '~/features/account/components/SignInFields';
import { AFTER_SIGN_IN, SIGN_IN_PATH, type SignInAnswer } from '~/features/account/sign-in';
import { resetPassword } from '~/features/account/sign-in.server';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readFields } from '~/lib/read-form';
import { safeRedirect } from '~/lib/safe-redirect';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/reset-password';

/** Bounded like the schema: a longer token is no token of ours. */
const TOKEN = /^[A-Za-z0-9_-]{1,256}$/;

/** Where the reset link of the e-mail leads (`/ResetPassword?token=…`, spec §2). */
export function loader({ request, context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    const token = new URL(request.url).searchParams.get('token') ?? '';
    return {
        title: pageTitle(locale, serverT(locale)('pages.resetPassword')),
        token: TOKEN.test(token) ? token : '',
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

export async function action({ request, context }: Route.ActionArgs) {
    const form = await readFields(request);
    const refused = await resetPassword(context.get(shopContext), form);
    // The new password is set and the member signed in.
    if (!refused) throw safeRedirect(AFTER_SIGN_IN);
    const deadLink = refused.code === 'RESET_TOKEN_INVALID' || refused.code === 'RESET_TOKEN_EXPIRED';
    return data(refused satisfies SignInAnswer, { status: deadLink ? 410 : 400 });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const navigation = useNavigation();
    const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
    const failure = actionData && actionData.code !== 'INVALID' ? actionData.code : undefined;
    const deadLink = failure === 'RESET_TOKEN_INVALID' || failure === 'RESET_TOKEN_EXPIRED' || !loaderData.token;
    return (
        <div className="login-page">
            <section className="login" data-screen="reset">
                <h1 className="login__title">{t('login.reset.title')}</h1>
                {loaderData.token ? (
                    <>
                        <p className="login__lead">{t('login.reset.lead', { min: PASSWORD_MIN_LENGTH })}</p>
                        <Form method="post" noValidate className="login__form">
                            <input type="hidden" name="token" value={loaderData.token} />
                            <PasswordField form="reset" kind="new" error={actionData?.errors.password} />
                            <PasswordField
                                form="reset"
                                name="confirmPassword"
                                kind="confirm"
                                error={actionData?.errors.confirmPassword}
                            />
                            <FormFailure code={failure} />
                            <button type="submit" className="button button--primary button--wide" disabled={busy}>
                                {t('login.reset.submit')}
                            </button>
                        </Form>
                    </>
                ) : (
                    <p className="form-error" role="alert">
                        {t('login.errors.RESET_TOKEN_INVALID')}
                    </p>
                )}
                {deadLink && (
                    <p>
                        <Link to={`${SIGN_IN_PATH}?screen=forgot`}>{t('login.reset.again')}</Link>
                    </p>
                )}
            </section>
        </div>
    );
}
