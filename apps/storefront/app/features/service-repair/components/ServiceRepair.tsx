import { formatDate, formatDateTime, formatMoney, GATEWAY_CODES } from '@maison/shared';
import { useEffect, useRef } from 'react';
import { Form, Link, useLocation, useNavigation, useSearchParams } from 'react-router';

import { FapiaoFields } from '~/features/checkout/components/FapiaoFields';
import { PaymentQr } from '~/features/checkout/components/PaymentQr';
import type { PaymentQr as Qr } from '~/features/checkout/payment-qr.server';
import { usePaymentPolling } from '~/features/checkout/use-payment-polling';
import type { ServiceRequestView } from '~/features/send-watch/send-watch.server';
import { useTranslation } from '~/lib/use-translation';

import { oldestFirst, ownerTask } from '../service-repair';
import type { RepairActionAnswer } from '../service-repair.server';

interface Props {
    request: ServiceRequestView;
    /** The WeChat Pay code of the payment this visitor opened, while it waits. */
    qr: Qr | null;
    /** The refusal of the last answer or payment posted, if any. */
    answer: RepairActionAnswer | undefined;
}

/** Asked of the page's address (`?confirm=decline`): a decline is confirmed before it is sent. */
const CONFIRM_DECLINE = 'decline';

/**
 * The repair as its owner follows it: what is asked of them now, the estimate and their
 * answer to it, its payment, and the parcel back. Every form is a plain one posted to the
 * page's action, so the page works before (and without) its script.
 */
export function ServiceRepair({ request, qr, answer }: Props) {
    const { t } = useTranslation();
    const task = ownerTask(request);
    usePaymentPolling(request.paymentState === 'pending');
    return (
        <div className="service-repair">
            {task && (
                <p className="service-repair__task" role="status" data-testid="service-task">
                    {t(`serviceRepair.task.${task}`)}
                </p>
            )}
            <Estimate request={request} answer={answer} />
            <Payment request={request} qr={qr} answer={answer} />
            {request.shipment && <Shipment shipment={request.shipment} />}
        </div>
    );
}

function Money({ fen }: { fen: number }) {
    const { i18n } = useTranslation();
    return <>{formatMoney(fen, 'CNY', i18n.language)}</>;
}

function Failure({ answer, of }: { answer: RepairActionAnswer | undefined; of: RepairActionAnswer['intent'][] }) {
    const { t } = useTranslation();
    if (!answer?.failure || !of.includes(answer.intent)) return null;
    // A field's own error says it next to the field; the form-wide line says what to do.
    return (
        <p className="form-error" role="alert">
            {t(`sendWatch.errors.${answer.failure}`)}
        </p>
    );
}

function useBusy(intent: string) {
    const navigation = useNavigation();
    return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

function SubmitButton({ intent, label, primary }: { intent: string; label: string; primary?: boolean }) {
    const busy = useBusy(intent);
    return (
        <button
            type="submit"
            className={`button ${primary ? 'button--primary' : 'button--secondary'}`}
            disabled={busy}
            aria-busy={busy}
        >
            {label}
        </button>
    );
}

function Estimate({ request, answer }: Pick<Props, 'request' | 'answer'>) {
    const { t, i18n } = useTranslation();
    const estimate = request.estimate;
    const awaitsAnswer = ownerTask(request) === 'answer';
    if (!estimate) {
        if (request.state === 'cancelled' || request.state === 'closed') return null;
        return (
            <section className="service-repair__section" aria-labelledby="service-estimate-title">
                <h2 id="service-estimate-title">{t('serviceRepair.estimate.title')}</h2>
                <p className="send-watch__note">{t('serviceRepair.estimate.notYet')}</p>
            </section>
        );
    }
    return (
        <section
            className="service-repair__section"
            aria-labelledby="service-estimate-title"
            data-testid="service-estimate"
        >
            <h2 id="service-estimate-title">{t('serviceRepair.estimate.title')}</h2>
            <p className="send-watch__note">
                {t('serviceRepair.estimate.sentAt', { date: formatDate(estimate.sentAt, i18n.language) })}
            </p>
            <table className="service-repair__lines">
                <caption className="visually-hidden">{t('serviceRepair.estimate.title')}</caption>
                <thead>
                    <tr>
                        <th scope="col">{t('serviceRepair.estimate.work')}</th>
                        <th scope="col">{t('serviceRepair.estimate.price')}</th>
                    </tr>
                </thead>
                <tbody>
                    {estimate.lines.map((line, i) => (
                        <tr key={i}>
                            <td>{line.label}</td>
                            <td>
                                <Money fen={line.priceWithTax} />
                            </td>
                        </tr>
                    ))}
                </tbody>
                <tfoot>
                    <tr>
                        <th scope="row">{t('serviceRepair.estimate.total')}</th>
                        <td data-testid="service-estimate-total">
                            <Money fen={estimate.totalWithTax} />
                        </td>
                    </tr>
                </tfoot>
            </table>
            {/* Outside the forms: a refused answer is one the request has moved past, forms gone. */}
            <Failure answer={answer} of={['accept', 'decline']} />
            {estimate.underWarranty && (
                <p className="service-repair__free" data-testid="service-under-warranty">
                    {t('serviceRepair.estimate.underWarranty')}
                </p>
            )}
            {awaitsAnswer && <AnswerForms request={request} />}
        </section>
    );
}

function AnswerForms({ request }: Pick<Props, 'request'>) {
    const { t } = useTranslation();
    const [params] = useSearchParams();
    const { pathname } = useLocation();
    const confirming = params.get('confirm') === CONFIRM_DECLINE && request.ownerMoves.includes('estimateDeclined');
    const confirmTitle = useRef<HTMLHeadingElement>(null);
    // The question takes the focus as it opens, so a keyboard or screen reader lands on it.
    useEffect(() => {
        if (confirming) confirmTitle.current?.focus();
    }, [confirming]);
    return (
        <div className="service-repair__answer">
            <p>{t(request.estimate?.underWarranty ? 'serviceRepair.answer.leadFree' : 'serviceRepair.answer.lead')}</p>
            {confirming ? (
                <div className="service-repair__confirm" role="group" aria-labelledby="service-decline-title">
                    <h3 id="service-decline-title" ref={confirmTitle} tabIndex={-1}>
                        {t('serviceRepair.answer.confirmTitle')}
                    </h3>
                    <p>{t('serviceRepair.answer.confirmLead')}</p>
                    <div className="service-repair__buttons">
                        <Form method="post" action={pathname} preventScrollReset>
                            <input type="hidden" name="intent" value="decline" />
                            <SubmitButton intent="decline" label={t('serviceRepair.answer.confirm')} primary />
                        </Form>
                        <Link className="button button--secondary" to={pathname} preventScrollReset replace>
                            {t('serviceRepair.answer.keep')}
                        </Link>
                    </div>
                </div>
            ) : (
                <div className="service-repair__buttons">
                    {request.ownerMoves.includes('estimateAccepted') && (
                        <Form method="post" preventScrollReset>
                            <input type="hidden" name="intent" value="accept" />
                            <SubmitButton intent="accept" label={t('serviceRepair.answer.accept')} primary />
                        </Form>
                    )}
                    {request.ownerMoves.includes('estimateDeclined') && (
                        <Form method="get" preventScrollReset>
                            <button
                                type="submit"
                                name="confirm"
                                value={CONFIRM_DECLINE}
                                className="button button--secondary"
                            >
                                {t('serviceRepair.answer.decline')}
                            </button>
                        </Form>
                    )}
                </div>
            )}
        </div>
    );
}

function Payment({ request, qr, answer }: Props) {
    const { t } = useTranslation();
    const { paymentState, orderCode, estimate } = request;
    if (paymentState === 'paid' || paymentState === 'refunded') {
        return (
            <section
                className={`service-repair__section service-repair__settled service-repair__settled--${paymentState}`}
                aria-labelledby="service-payment-title"
                data-testid={`service-${paymentState}`}
            >
                <h2 id="service-payment-title">{t(`serviceRepair.pay.${paymentState}Title`)}</h2>
                <p role="status">{t(`serviceRepair.pay.${paymentState}Lead`)}</p>
                {orderCode && (
                    <p>
                        {t('serviceRepair.pay.orderCode')} <strong data-testid="service-order-code">{orderCode}</strong>
                    </p>
                )}
            </section>
        );
    }
    if (paymentState !== 'due' && paymentState !== 'pending') return null;
    const pending = paymentState === 'pending';
    return (
        <section className="service-repair__section" aria-labelledby="service-payment-title">
            <h2 id="service-payment-title">{t('serviceRepair.pay.title')}</h2>
            {pending && (
                <p className="service-repair__waiting" role="status" data-testid="service-payment-waiting">
                    {t('serviceRepair.pay.waiting')}
                </p>
            )}
            {pending && qr && <PaymentQr qr={qr} />}
            {estimate && (
                <p className="service-repair__due">
                    {t('serviceRepair.pay.due')}{' '}
                    <strong>
                        <Money fen={estimate.totalWithTax} />
                    </strong>
                </p>
            )}
            {pending && <p className="send-watch__note">{t('serviceRepair.pay.again')}</p>}
            <PayForm answer={answer} />
        </section>
    );
}

function PayForm({ answer }: Pick<Props, 'answer'>) {
    const { t } = useTranslation();
    const posted = answer?.intent === 'pay' ? answer : undefined;
    const errors = posted?.errors ?? {};
    const chosen = posted?.values?.method;
    return (
        <Form method="post" className="service-repair__pay" noValidate preventScrollReset>
            <input type="hidden" name="intent" value="pay" />
            {Object.keys(errors).length === 0 && <Failure answer={answer} of={['pay']} />}
            <fieldset className="service-repair__methods">
                <legend className="checkout__label">{t('checkout.payment.title')}</legend>
                {GATEWAY_CODES.map((method, i) => (
                    <label key={method} className="radio payment__method">
                        <input
                            type="radio"
                            name="method"
                            value={method}
                            defaultChecked={chosen ? chosen === method : i === 0}
                        />
                        {t(`checkout.payment.${method}`)}
                    </label>
                ))}
                {errors.method && (
                    <p className="form-error" role="alert">
                        {t(errors.method)}
                    </p>
                )}
            </fieldset>
            <FapiaoFields defaults={posted?.values} errors={errors} />
            <SubmitButton intent="pay" label={t('serviceRepair.pay.submit')} primary />
        </Form>
    );
}

function Shipment({ shipment }: { shipment: NonNullable<ServiceRequestView['shipment']> }) {
    const { t, i18n } = useTranslation();
    return (
        <section
            className="service-repair__section"
            aria-labelledby="service-shipment-title"
            data-testid="service-shipment"
        >
            <h2 id="service-shipment-title">{t('serviceRepair.shipment.title')}</h2>
            <dl className="send-watch__summary">
                <div className="send-watch__row">
                    <dt>{t('serviceRepair.shipment.carrier')}</dt>
                    <dd>{shipment.carrier}</dd>
                </div>
                <div className="send-watch__row">
                    <dt>{t('serviceRepair.shipment.trackingCode')}</dt>
                    <dd>{shipment.trackingCode}</dd>
                </div>
            </dl>
            {!shipment.available ? (
                <p className="send-watch__note">{t('serviceRepair.shipment.unavailable')}</p>
            ) : shipment.events.length === 0 ? (
                <p className="send-watch__note">{t('serviceRepair.shipment.noEvents')}</p>
            ) : (
                <ol className="service-repair__events">
                    {shipment.events.map((event, i) => (
                        <li key={i}>
                            <time dateTime={event.at}>{formatDateTime(event.at, i18n.language)}</time>{' '}
                            <strong>
                                {t(`serviceRepair.shipment.status.${event.status}`, {
                                    defaultValue: t('serviceRepair.shipment.status.other'),
                                })}
                            </strong>
                            {event.description && <span> · {event.description}</span>}
                        </li>
                    ))}
                </ol>
            )}
        </section>
    );
}

/** The request's history, oldest first: when, what it became, and staff's word with it. */
export function RepairHistory({ history }: { history: ServiceRequestView['history'] }) {
    const { t, i18n } = useTranslation();
    return (
        <ol className="send-watch__history service-repair__history" data-testid="service-history">
            {oldestFirst(history).map((entry, i) => (
                <li key={i}>
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time> ·{' '}
                    <strong>{t(`sendWatch.states.${entry.state}`)}</strong>
                    {entry.note && <p className="service-repair__note">{entry.note}</p>}
                </li>
            ))}
        </ol>
    );
}
