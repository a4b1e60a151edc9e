import { formatMoney } from '@maison/shared';
import { useEffect, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';

import { track } from '~/features/analytics/client';
import { CouponForm } from '~/features/bag/components/CouponForm';
import { LinePrice } from '~/features/bag/components/LinePrice';
import { OrderTotals } from '~/features/bag/components/OrderTotals';

import type { CheckoutActionFailure, CheckoutData } from '../checkout-data';
import type { CheckoutOrder } from '../checkout.server';
import { ANALYTICS_STEP_OF, CHECKOUT_STEPS } from '../checkout-step';
import { AddressFields } from '~/features/address/components/AddressFields';
import { useTranslation } from '~/lib/use-translation';
import { FapiaoFields } from './FapiaoFields';
import { PaymentStep } from './PaymentStep';

/** Spec §2 checkout: the steps the order has reached, the current one's form, and the order beside. */
export function CheckoutView({ data, failure }: { data: CheckoutData; failure: CheckoutActionFailure | undefined }) {
    const { t } = useTranslation();
    const errors = failure?.errors ?? {};
    useEffect(() => {
        // A member skips /checkout/login: signed in, they have given their contact; the funnel
        // counts visitors, so a guest counted there already is not counted twice.
        if (data.step === 'shipping') track({ kind: 'checkout_step', step: 'contact' });
        track({ kind: 'checkout_step', step: ANALYTICS_STEP_OF[data.step] });
    }, [data.step]);
    return (
        <div className="checkout">
            <h1 className="checkout__title">{t('checkout.title')}</h1>
            <ol className="checkout__steps">
                {CHECKOUT_STEPS.map((step, i) => {
                    const done = CHECKOUT_STEPS.indexOf(data.step) > i;
                    return (
                        <li
                            key={step}
                            className={`checkout__step${step === data.step ? ' checkout__step--current' : ''}`}
                            aria-current={step === data.step ? 'step' : undefined}
                        >
                            {done ? (
                                <Link to={`/checkout?step=${step}`}>
                                    {i + 1}. {t(`checkout.steps.${step}`)}
                                </Link>
                            ) : (
                                <span>
                                    {i + 1}. {t(`checkout.steps.${step}`)}
                                </span>
                            )}
                        </li>
                    );
                })}
            </ol>
            <div className="checkout__grid">
                <section className="checkout__main" aria-labelledby="checkout-step-title">
                    <h2 id="checkout-step-title">{t(`checkout.steps.${data.step}`)}</h2>
                    {failure && Object.keys(errors).length === 0 && (
                        <p className="form-error checkout__failure" role="alert">
                            {t(`checkout.errors.${failure.code}`)}
                        </p>
                    )}
                    {failure?.code === 'NOT_AVAILABLE' && <BackToBag />}
                    {data.step === 'shipping' && <ShippingStep data={data} errors={errors} />}
                    {data.step === 'billing' && <BillingStep data={data} errors={errors} />}
                    {data.step === 'payment' && <PaymentStep data={data} />}
                </section>
                <OrderSummary order={data.order} />
            </div>
        </div>
    );
}

function SubmitButton({ label }: { label: string }) {
    const navigation = useNavigation();
    const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
    return (
        <button type="submit" className="button button--primary button--wide" disabled={busy} aria-busy={busy}>
            {label}
        </button>
    );
}

function BackToBag() {
    const { t } = useTranslation();
    return (
        <Form method="post" className="checkout__back">
            <input type="hidden" name="intent" value="back" />
            <button type="submit" className="link-button">
                {t('checkout.backToBag')}
            </button>
        </Form>
    );
}

function ShippingStep({ data, errors }: { data: CheckoutData; errors: Record<string, string> }) {
    const { t } = useTranslation();
    return (
        <Form method="post" noValidate>
            <input type="hidden" name="intent" value="shipping" />
            <p className="checkout__lead">{t('checkout.shipping.lead')}</p>
            <AddressFields address={data.order.shippingAddress} regions={data.shipping} errors={errors} />
            <SubmitButton label={t('checkout.shipping.submit')} />
        </Form>
    );
}

function AddressLines({ address }: { address: CheckoutOrder['shippingAddress'] }) {
    if (!address) return null;
    return (
        <address className="checkout__address">
            {address.fullName} {address.phoneNumber}
            <br />
            {address.province} {address.city !== address.province ? address.city : ''} {address.streetLine2}{' '}
            {address.streetLine1}
            <br />
            {address.postalCode}
        </address>
    );
}

function BillingStep({ data, errors }: { data: CheckoutData; errors: Record<string, string> }) {
    const { t } = useTranslation();
    const order = data.order;
    const billingDiffers =
        Boolean(order.billingAddress?.streetLine1) &&
        order.billingAddress?.streetLine1 !== order.shippingAddress?.streetLine1;
    const [same, setSame] = useState(!billingDiffers && !Object.keys(errors).some((k) => k.startsWith('billing.')));
    return (
        <Form method="post" noValidate>
            <input type="hidden" name="intent" value="billing" />
            <p className="checkout__label">{t('checkout.billing.shipTo')}</p>
            <AddressLines address={order.shippingAddress} />
            <label className="checkbox">
                <input
                    type="checkbox"
                    name="sameAsShipping"
                    checked={same}
                    onChange={(e) => setSame(e.target.checked)}
                />
                {t('checkout.billing.same')}
            </label>
            {!same && (
                <>
                    <h3>{t('checkout.billing.title')}</h3>
                    <AddressFields
                        prefix="billing."
                        address={order.billingAddress}
                        regions={data.billing}
                        errors={errors}
                    />
                </>
            )}
            <FapiaoFields defaults={order.customFields} errors={errors} />
            <SubmitButton label={t('checkout.billing.submit')} />
        </Form>
    );
}

function OrderSummary({ order }: { order: CheckoutOrder }) {
    const { t, i18n } = useTranslation();
    const money = (fen: number) => formatMoney(fen, order.currencyCode, i18n.language);
    return (
        <aside className="checkout__summary" aria-label={t('checkout.summary')}>
            <h2>{t('checkout.summary')}</h2>
            <ul className="checkout__lines">
                {order.lines.map((line) => (
                    <li key={line.id}>
                        <span>
                            {line.productVariant.name}
                            {line.customFields?.buckle && ` + ${line.customFields.buckle.name}`} × {line.quantity}
                        </span>
                        <LinePrice line={line} money={money} />
                    </li>
                ))}
            </ul>
            {order.state !== 'ArrangingPayment' && <CouponForm codes={order.couponCodes} revalidate />}
            <OrderTotals order={order} testIds="checkout" />
        </aside>
    );
}
