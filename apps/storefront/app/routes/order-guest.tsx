import { useRef } from 'react';
import { data, Form, Link, useNavigation, useSubmit } from 'react-router';

import { signInPath } from '~/features/account/sign-in';
import { loadCaptchaChallenge } from '~/features/account/sign-in.server';
import { useTencentCaptchaAsk } from '~/features/account/use-tencent-captcha';
import { OrderDetail } from '~/features/account/components/OrderDetail';
import { ORDER_NUMBER } from '~/features/account/orders.server';
import { loadOrderByCode } from '~/features/checkout/checkout.server';
import { answerOrderAccess, type OrderAccessAnswer } from '~/features/checkout/order-access.server';
import { TextField } from '~/components/TextField';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { notFound } from '~/lib/not-found';
import { readFields } from '~/lib/read-form';
import { useRootData } from '~/lib/root-data';
import { safeRedirect } from '~/lib/safe-redirect';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/order-guest';

/**
 * /order/guest/{orderBn}, the confirmation e-mail's link for a guest: the order, for the session
 * that placed it or proved it; anyone else proves it is theirs first, by the order's e-mail
 * address or a code sent to its phone. An unknown number gets the same form as a real one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
    if (!ORDER_NUMBER.test(params.orderBn)) throw notFound();
    const client = context.get(shopContext);
    const order = await loadOrderByCode(client, params.orderBn);
    const locale = context.get(localeContext);
    return {
        title: pageTitle(locale, serverT(locale)('pages.order', { orderBn: params.orderBn })),
        code: params.orderBn,
        order,
        challenge: order ? null : await loadCaptchaChallenge(client),
    };
}

export async function action({ request, params, context }: Route.ActionArgs) {
    if (!ORDER_NUMBER.test(params.orderBn)) throw notFound();
    const client = context.get(shopContext);
    const answer = await answerOrderAccess(client, params.orderBn, await readFields(request));
    if (answer.ok && answer.granted) throw safeRedirect(`/order/guest/${params.orderBn}`);
    // Each local challenge is good for one request, and the page's may be spent already: every
    // answer brings the form a fresh one.
    const challenge = await loadCaptchaChallenge(client);
    return data({ ...answer, challenge }, { status: answer.ok ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) =>
    loaded ? seoMeta({ title: loaded.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

type Answer = OrderAccessAnswer & { challenge?: { randstr: string; ticket: string } | null };

function Failure({ answer }: { answer: Answer | undefined }) {
    const { t } = useTranslation();
    if (!answer || answer.ok || answer.failure === 'INVALID') return null;
    return (
        <p className="form-error login__failure" role="alert">
            {t(`checkout.orderAccess.errors.${answer.failure}`, { minutes: Math.ceil((answer.waitSeconds ?? 0) / 60) })}
        </p>
    );
}

/** The two ways to prove the order: its e-mail address, or a code texted to its phone. */
function Proof({
    code,
    answer,
    initialChallenge,
}: {
    code: string;
    answer: Answer | undefined;
    initialChallenge: Answer['challenge'];
}) {
    const { t } = useTranslation();
    const busy = useNavigation().state !== 'idle';
    const submit = useSubmit();
    const { config } = useRootData();
    const smsForm = useRef<HTMLFormElement>(null);
    const challenge = answer?.challenge !== undefined ? answer.challenge : initialChallenge;
    const errorOf = (name: string) => (answer && !answer.ok ? answer.errors[name] : undefined);
    const sent = answer?.intent === 'sms-code' && answer.ok;
    const tencentAppId = challenge === null && config.tencentCaptchaAppId ? config.tencentCaptchaAppId : '';
    const { ask: askWithTencentCaptcha, failed: captchaFailed } = useTencentCaptchaAsk(tencentAppId, smsForm, (data) =>
        submit(data, { method: 'post' }),
    );
    return (
        <div className="order-access">
            <p className="account-page__lead">{t('checkout.orderAccess.lead')}</p>
            <p className="login__note">
                {t('checkout.orderAccess.member')}{' '}
                <Link to={signInPath(`/order/${code}`)}>{t('checkout.orderAccess.signIn')}</Link>
            </p>
            <Form method="post" noValidate className="login__form" aria-labelledby="order-access-email">
                <h2 id="order-access-email">{t('checkout.orderAccess.byEmail')}</h2>
                <TextField
                    id="order-access-email-field"
                    name="email"
                    type="email"
                    autoComplete="email"
                    maxLength={254}
                    label={t('checkout.orderAccess.email')}
                    error={errorOf('email')}
                />
                {answer?.intent === 'email' && <Failure answer={answer} />}
                <button type="submit" name="intent" value="email" className="button button--primary" disabled={busy}>
                    {t('checkout.orderAccess.showOrder')}
                </button>
            </Form>
            <Form ref={smsForm} method="post" noValidate className="login__form" aria-labelledby="order-access-sms">
                <h2 id="order-access-sms">{t('checkout.orderAccess.bySms')}</h2>
                {challenge && (
                    <>
                        <input type="hidden" name="captchaKind" value="local" />
                        <input type="hidden" name="randstr" value={challenge.randstr} />
                        <input type="hidden" name="ticket" value={challenge.ticket} />
                        <label className="checkbox">
                            <input type="checkbox" name="human" aria-invalid={Boolean(errorOf('human'))} />
                            {t('login.sms.human')}
                        </label>
                    </>
                )}
                {(errorOf('human') ?? errorOf('ticket')) && (
                    <p className="form-error" role="alert">
                        {t(errorOf('human') ?? errorOf('ticket') ?? '')}
                    </p>
                )}
                {captchaFailed && (
                    <p className="form-error login__failure" role="alert">
                        {t('checkout.orderAccess.errors.CAPTCHA_FAILED')}
                    </p>
                )}
                {answer?.intent === 'sms-code' && <Failure answer={answer} />}
                <button
                    type={tencentAppId ? 'button' : 'submit'}
                    name="intent"
                    value="sms-code"
                    className="button button--secondary"
                    disabled={busy}
                    onClick={tencentAppId ? () => void askWithTencentCaptcha() : undefined}
                >
                    {t(sent ? 'login.sms.resend' : 'checkout.orderAccess.sendCode')}
                </button>
                {sent && (
                    <p className="login__note" role="status">
                        {t('checkout.orderAccess.sent')}
                    </p>
                )}
            </Form>
            <Form method="post" noValidate className="login__form" aria-labelledby="order-access-sms">
                <TextField
                    id="order-access-code"
                    name="code"
                    label={t('login.sms.code')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    error={errorOf('code')}
                />
                {answer?.intent === 'sms' && <Failure answer={answer} />}
                <button type="submit" name="intent" value="sms" className="button button--primary" disabled={busy}>
                    {t('checkout.orderAccess.showOrder')}
                </button>
            </Form>
        </div>
    );
}

export default function GuestOrder({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { order, code } = loaderData;
    return (
        <div className="account-page">
            <h1 className="account-page__title">{t('pages.order', { orderBn: code })}</h1>
            {order ? (
                <OrderDetail order={order} />
            ) : (
                <Proof code={code} answer={actionData as Answer | undefined} initialChallenge={loaderData.challenge} />
            )}
        </div>
    );
}
