import { guestCheckoutSchema } from '@maison/shared';
import { useEffect } from 'react';
import { data, Form, useNavigation } from 'react-router';

import { signInByPassword } from '~/features/account/sign-in.server';
import { track } from '~/features/analytics/client';
import { continueAsGuest, loadCheckout, type CheckoutFailure } from '~/features/checkout/checkout.server';
import { TextField } from '~/components/TextField';
import { fieldErrors } from '~/lib/field-errors';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readFields } from '~/lib/read-form';
import { safeRedirect } from '~/lib/safe-redirect';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/checkout-login';

/** Sign in or go on as a guest before checkout; a signed-in shopper, or an empty bag, goes on at once. */
export async function loader({ context }: Route.LoaderArgs) {
    const { order, signedIn } = await loadCheckout(context.get(shopContext));
    if (!order || order.lines.length === 0) throw safeRedirect('/');
    if (signedIn || order.customer) throw safeRedirect('/checkout');
    const locale = context.get(localeContext);
    return { title: pageTitle(locale, serverT(locale)('pages.checkoutLogin')) };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

function refused(intent: string, code: CheckoutFailure, errors: Record<string, string> = {}, status = 400) {
    return data({ intent, code, errors }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
    const client = context.get(shopContext);
    const form = await readFields(request);
    if (form.intent === 'login') {
        // Signing in merges the guest's bag into the customer's (Vendure's merge strategy).
        const failed = await signInByPassword(client, form);
        if (failed?.code === 'INVALID') return refused('login', 'INVALID', failed.errors);
        if (failed) return refused('login', 'LOGIN_FAILED', {}, 401);
        throw safeRedirect('/checkout');
    }
    if (form.intent === 'guest') {
        const parsed = guestCheckoutSchema.safeParse(form);
        if (!parsed.success) return refused('guest', 'INVALID', fieldErrors(parsed.error));
        const failed = await continueAsGuest(client, parsed.data);
        if (failed) return refused('guest', failed, {}, 409);
        throw safeRedirect('/checkout');
    }
    return refused('', 'INVALID');
}

export default function CheckoutLogin({ actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const navigation = useNavigation();
    const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
    const failureOf = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
    // The funnel's first checkout step: who is buying (a member signs in, a guest gives their name).
    useEffect(() => track({ kind: 'checkout_step', step: 'contact' }), []);

    const field = (intent: string, name: string, label: string, type = 'text', autoComplete?: string) => (
        <TextField
            id={`${intent}-${name}`}
            name={name}
            label={label}
            type={type}
            required
            maxLength={100}
            autoComplete={autoComplete}
            error={failureOf(intent)?.errors[name]}
        />
    );
    const banner = (intent: string) => {
        const failure = failureOf(intent);
        return failure && Object.keys(failure.errors).length === 0 ? (
            <p className="form-error" role="alert">
                {t(`checkout.errors.${failure.code}`)}
            </p>
        ) : null;
    };

    return (
        <div className="checkout checkout-login">
            <h1 className="checkout__title">{t('checkout.title')}</h1>
            <div className="checkout-login__grid">
                <Form method="post" noValidate className="checkout-login__form">
                    <h2>{t('checkout.login.signInTitle')}</h2>
                    <input type="hidden" name="intent" value="login" />
                    {field('login', 'username', t('checkout.login.email'), 'email', 'email')}
                    {field('login', 'password', t('checkout.login.password'), 'password', 'current-password')}
                    <label className="checkbox">
                        <input type="checkbox" name="rememberMe" /> {t('checkout.login.rememberMe')}
                    </label>
                    {banner('login')}
                    <button type="submit" className="button button--primary button--wide" disabled={busy}>
                        {t('checkout.login.signIn')}
                    </button>
                </Form>
                <Form method="post" noValidate className="checkout-login__form">
                    <h2>{t('checkout.login.guestTitle')}</h2>
                    <p className="checkout__lead">{t('checkout.login.guestLead')}</p>
                    <input type="hidden" name="intent" value="guest" />
                    {field('guest', 'emailAddress', t('checkout.login.email'), 'email', 'email')}
                    {field('guest', 'lastName', t('checkout.login.lastName'), 'text', 'family-name')}
                    {field('guest', 'firstName', t('checkout.login.firstName'), 'text', 'given-name')}
                    {banner('guest')}
                    <button type="submit" className="button button--secondary button--wide" disabled={busy}>
                        {t('checkout.login.guest')}
                    </button>
                </Form>
            </div>
        </div>
    );
}
