/** The QR codes the shop shows: in the footer's social links and on the error page. */
export const QR_NAMES = ['mini-program', 'public-account'] as const;
export type QrName = (typeof QR_NAMES)[number];

export function isQrName(value: string | undefined): value is QrName {
    return (QR_NAMES as readonly (string | undefined)[]).includes(value);
}
