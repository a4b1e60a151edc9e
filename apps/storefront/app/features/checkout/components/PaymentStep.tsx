import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';

import type { CheckoutData } from '../checkout-data';

/** Alipay or WeChat Pay: the shopper is sent to the gateway (or, for a WeChat QR code, to the result page). */
export function PaymentStep({ data }: { data: CheckoutData }) {
    const { t } = useTranslation();
    const navigation = useNavigation();
    const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
    return (
        <div className="payment">
            <p className="checkout__lead">{t('checkout.payment.held', { minutes: data.holdMinutes })}</p>
            {data.declined && (
                <p className="form-error" role="status">
                    {t('checkout.payment.declined')}
                </p>
            )}
            <Form method="post" className="payment__methods">
                <input type="hidden" name="intent" value="pay" />
                <fieldset>
                    <legend className="checkout__label">{t('checkout.payment.title')}</legend>
                    {(['alipay', 'wechatpay'] as const).map((method, i) => (
                        <label key={method} className="radio payment__method">
                            <input type="radio" name="method" value={method} defaultChecked={i === 0} />
                            {t(`checkout.payment.${method}`)}
                        </label>
                    ))}
                </fieldset>
                <button type="submit" className="button button--primary button--wide" disabled={busy} aria-busy={busy}>
                    {t('checkout.payment.submit')}
                </button>
            </Form>
        </div>
    );
}
