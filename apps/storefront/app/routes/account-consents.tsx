import { data, Form, redirect, useNavigation } from 'react-router';

import { AFTER_SIGN_IN } from '~/features/account/sign-in';
import { signOut } from '~/features/account/sign-in.server';
import {
    acceptPendingConsents,
    afterConsents,
    documentPath,
    pendingConsents,
} from '~/features/account/legal-consents.server';
import { localeContext, shopContext } from '~/lib/context';
import { requireMember } from '~/lib/member.server';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readFields } from '~/lib/read-form';
import { safeRedirect } from '~/lib/safe-redirect';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/account-consents';

export async function loader({ request, context }: Route.LoaderArgs) {
    const client = context.get(shopContext);
    await requireMember(client, request);
    const next = afterConsents(new URL(request.url).searchParams.get('redirect'));
    const pending = await pendingConsents(client);
    // Nothing (left) to accept: straight on.
    if (pending.length === 0) throw safeRedirect(next, undefined, AFTER_SIGN_IN);
    const locale = context.get(localeContext);
    return {
        title: pageTitle(locale, serverT(locale)('consent.title')),
        pending: pending.map((p) => ({ document: p.document, version: p.version, href: documentPath(p.document) })),
        next,
        beforeCheckout: next.startsWith('/checkout'),
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

/**
 * Accepting records the current versions and goes on. Declining signs the member out: the
 * member terms are what the account stands on and the privacy policy says how the shop uses a
 * member's data, so an account whose holder refused them is not used; they may sign in and
 * accept at any time.
 */
export async function action({ request, context }: Route.ActionArgs) {
    const client = context.get(shopContext);
    const form = await readFields(request);
    if (form.intent === 'decline') {
        await signOut(client);
        throw redirect('/');
    }
    if (form.intent !== 'accept') return data({ error: 'consent.failed' }, { status: 400 });
    await requireMember(client, request);
    if (form.accept !== 'on') return data({ error: 'consent.required' }, { status: 400 });
    if (!(await acceptPendingConsents(client, await pendingConsents(client)))) {
        return data({ error: 'consent.failed' }, { status: 409 });
    }
    throw safeRedirect(afterConsents(form.redirect), undefined, AFTER_SIGN_IN);
}

/** New versions of the privacy policy or the member terms, for the member to read and accept. */
export default function AccountConsents({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { pending, next, beforeCheckout } = loaderData;
    const busy = useNavigation().state !== 'idle';
    const error = actionData?.error;
    return (
        <div className="account-page account-page--narrow">
            <h1 className="account-page__title">{t('consent.title')}</h1>
            <p className="account-page__lead">{t(beforeCheckout ? 'consent.leadCheckout' : 'consent.lead')}</p>
            <ul className="consent-documents">
                {pending.map((p) => (
                    <li key={p.document}>
                        <a href={p.href} target="_blank" rel="noopener noreferrer">
                            {t(`consent.documents.${p.document}`)}
                        </a>{' '}
                        <span className="consent-documents__version">
                            {t('consent.version', { version: p.version })}
                        </span>
                    </li>
                ))}
            </ul>
            <Form method="post" noValidate className="profile-form" aria-labelledby="consent-accept-heading">
                <h2 id="consent-accept-heading">{t('consent.acceptTitle')}</h2>
                <input type="hidden" name="intent" value="accept" />
                <input type="hidden" name="redirect" value={next} />
                <label className="checkbox">
                    <input
                        type="checkbox"
                        name="accept"
                        aria-invalid={error === 'consent.required'}
                        aria-describedby={error ? 'consent-error' : undefined}
                    />{' '}
                    {t('consent.accept')}
                </label>
                {error && (
                    <p id="consent-error" className="form-error" role="alert">
                        {t(error)}
                    </p>
                )}
                <button type="submit" className="button button--primary" disabled={busy}>
                    {t('consent.submit')}
                </button>
            </Form>
            <Form method="post" className="profile-form" aria-labelledby="consent-decline-heading">
                <h2 id="consent-decline-heading">{t('consent.declineTitle')}</h2>
                <p>{t('consent.declineLead')}</p>
                <input type="hidden" name="intent" value="decline" />
                <button type="submit" className="button button--secondary" disabled={busy}>
                    {t('consent.decline')}
                </button>
            </Form>
        </div>
    );
}
