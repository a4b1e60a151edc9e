import QRCode from 'qrcode';

/** A WeChat Pay code as the page draws it, and the sandbox's page when the "code" is one a desktop can open. */
export interface PaymentQr {
    svg: string;
    sandboxUrl: string | null;
}

export async function paymentQr(codeUrl: string): Promise<PaymentQr> {
    return {
        svg: await QRCode.toString(codeUrl, { type: 'svg', margin: 1 }),
        // The sandbox's "code" is a page of its own, which a desktop browser can open.
        sandboxUrl: /^https?:\/\//.test(codeUrl) ? codeUrl : null,
    };
}
