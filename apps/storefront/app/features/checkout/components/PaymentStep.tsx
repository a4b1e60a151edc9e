import { Form, useNavigation } from 'react-router';

import { track } from '~/features/analytics/client';
import { useTranslation } from '~/lib/use-translation';

import type { CheckoutData } from '../checkout-data';

/**
 * Alipay or WeChat Pay: the shopper is sent to the gateway (or, for a WeChat QR code, to the
 * result page). In WeChat's browser only WeChat Pay, confirmed inside WeChat, can be used.
 */
export function PaymentStep({ data }: { data: CheckoutData }) {
    const { t } = useTranslation();
    const navigation = useNavigation();
    const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
    const methods = data.inWechat ? (['wechatpay'] as const) : (['alipay', 'wechatpay'] as const);
    return (
        <div className="payment">
            <p className="checkout__lead">{t('checkout.payment.held', { minutes: data.holdMinutes })}</p>
            {data.declined && (
                <p className="form-error" role="status">
                    {t('checkout.payment.declined')}
                </p>
            )}
            {data.wechatAuthFailed && (
                <p className="form-error" role="status">
                    {t('checkout.payment.wechatAuthFailed')}
                </p>
            )}
            <Form
                method="post"
                className="payment__methods"
                onSubmit={(e) => {
                    const method = new FormData(e.currentTarget).get('method');
                    // Sent at once: the gateway's page follows.
                    if (typeof method === 'string') track({ kind: 'payment_started', method }, true);
                }}
            >
                <input type="hidden" name="intent" value="pay" />
                <fieldset>
                    <legend className="checkout__label">{t('checkout.payment.title')}</legend>
                    {methods.map((method, i) => (
                        <label key={method} className="radio payment__method">
                            <input type="radio" name="method" value={method} defaultChecked={i === 0} />
                            {t(data.inWechat ? 'checkout.payment.wechatpayInWechat' : `checkout.payment.${method}`)}
                        </label>
                    ))}
                    {data.inWechat && <p className="payment__note">{t('checkout.payment.inWechatNote')}</p>}
                </fieldset>
                <button type="submit" className="button button--primary button--wide" disabled={busy} aria-busy={busy}>
                    {t('checkout.payment.submit')}
                </button>
            </Form>
        </div>
    );
}
