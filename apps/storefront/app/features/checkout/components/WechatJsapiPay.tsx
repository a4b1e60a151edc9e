import type { WechatJsapiParams } from '@maison/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Form, useRevalidator } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

/** The part of WeChat's in-browser bridge the payment uses. */
interface WeixinBridge {
    invoke(name: 'getBrandWCPayRequest', params: WechatJsapiParams, done: (res: { err_msg?: string }) => void): void;
}

function bridge(): WeixinBridge | undefined {
    return (window as unknown as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge;
}

/**
 * WeChat Pay inside WeChat's browser: WeChat's own payment sheet is opened with the signed
 * parameters as soon as its bridge is there; the page then waits for WeChat Pay's word like the
 * other channels. On the sandbox, a button plays WeChat confirming the payment.
 */
export function WechatJsapiPay({ params, sandbox }: { params: WechatJsapiParams; sandbox: boolean }) {
    const { t } = useTranslation();
    const { revalidate } = useRevalidator();
    const [cancelled, setCancelled] = useState(false);
    const [hasBridge, setHasBridge] = useState(false);

    const pay = useCallback(() => {
        const wx = bridge();
        if (!wx) return;
        setCancelled(false);
        wx.invoke('getBrandWCPayRequest', params, (res) => {
            if (res.err_msg === 'get_brand_wcpay_request:ok') void revalidate();
            else setCancelled(true);
        });
    }, [params, revalidate]);

    // The sheet opens by itself once per payment: the page is read again every few seconds while
    // it waits, and a shopper who closed the sheet opens it again with the button.
    const opened = useRef<string | undefined>(undefined);
    useEffect(() => {
        const openOnce = () => {
            setHasBridge(true);
            if (opened.current === params.package) return;
            opened.current = params.package;
            pay();
        };
        if (bridge()) {
            openOnce();
            return;
        }
        // WeChat injects its bridge a moment after the page loads, and says so.
        document.addEventListener('WeixinJSBridgeReady', openOnce, { once: true });
        return () => document.removeEventListener('WeixinJSBridgeReady', openOnce);
    }, [pay, params.package]);

    return (
        <div className="payment__jsapi" data-testid="wechat-jsapi">
            <p>{t(cancelled ? 'checkout.payment.wechatCancelled' : 'checkout.payment.confirmInWechat')}</p>
            {hasBridge && (
                <button type="button" className="button button--primary" onClick={pay}>
                    {t('checkout.payment.payInWechat')}
                </button>
            )}
            {sandbox && (
                <Form method="post">
                    <input type="hidden" name="intent" value="sandboxConfirm" />
                    <button type="submit" className="link-button">
                        {t('checkout.payment.sandboxConfirm')}
                    </button>
                </Form>
            )}
        </div>
    );
}
