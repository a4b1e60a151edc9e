/**
 * What the payment plugin and the storefront say to each other about a payment: the methods,
 * where the shopper pays, and what a payment's public metadata tells the storefront.
 */

/** The shop's payment methods, by their PaymentMethod codes (and handlers'). */
export const GATEWAY_CODES = ['alipay', 'wechatpay'] as const;
export type GatewayCode = (typeof GATEWAY_CODES)[number];

/** Where the shopper pays: a desktop browser, or a phone's browser. */
export const PAY_CHANNELS = ['desktop', 'mobile'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** What the shopper is given: a page to go to, or a code to scan with WeChat. */
export type PaymentInstructions = { kind: 'redirect'; url: string } | { kind: 'qr'; codeUrl: string };

/** What Vendure hands the Shop API of a gateway payment's metadata (its `public` part). */
export interface PublicPaymentMetadata {
    public?: PaymentInstructions;
}

/** The state of a payment handed to its gateway and waiting for the gateway's word. */
export const AWAITING_GATEWAY = 'Pending';
