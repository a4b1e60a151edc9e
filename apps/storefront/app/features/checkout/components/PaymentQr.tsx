import { useTranslation } from '~/lib/use-translation';

import type { PaymentQr as Qr } from '../payment-qr.server';

/** The WeChat Pay code to scan, and on the sandbox a link to its cashier page. */
export function PaymentQr({ qr }: { qr: Qr }) {
    const { t } = useTranslation();
    return (
        <div className="payment__qr" data-testid="wechat-qr">
            <div
                className="payment__qr-code"
                role="img"
                aria-label={t('checkout.payment.scan')}
                dangerouslySetInnerHTML={{ __html: qr.svg }}
            />
            <p>{t('checkout.payment.scan')}</p>
            {qr.sandboxUrl && (
                <a className="link-button" href={qr.sandboxUrl} target="_blank" rel="noopener noreferrer">
                    {t('checkout.payment.sandbox')}
                </a>
            )}
        </div>
    );
}
