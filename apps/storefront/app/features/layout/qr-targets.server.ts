import { env } from '~/lib/env.server';

import type { QrName } from './qr';

/** What each QR code opens, from configuration so a changed address needs no new artwork. */
export function qrTarget(name: QrName): string {
    return name === 'mini-program' ? env.MINI_PROGRAM_URL : env.WECHAT_ACCOUNT_URL;
}
