import type { AlipayConfig } from './gateway/alipay.gateway';
import type { WechatPayConfig } from './gateway/wechatpay.gateway';

declare module '@vendure/core/dist/service/helpers/payment-state-machine/payment-state' {
    interface CustomPaymentStates {
        /** Handed to the gateway; settled or declined by its signed notification only. */
        Pending: never;
    }
}

export interface PaymentPluginOptions {
    /** Merchant settings of each gateway; a gateway without any is played by the local sandbox. */
    alipay?: AlipayConfig;
    wechatpay?: WechatPayConfig;
    /** The storefront's address, where the gateways send the shopper back. */
    storefrontUrl: string;
    /** Where the gateways reach this server's notification endpoints. */
    callbackUrl: string;
    /** Where shoppers' browsers reach the sandbox's pages (this server, seen from outside). */
    sandboxUrl: string;
    /** How long a payment stays open at the gateway, in minutes (the stock hold's time). */
    payableMinutes: number;
}
