import type { PaymentProcess } from '@vendure/core';

import { AWAITING_GATEWAY } from '../constants';

/**
 * Payments handed to Alipay or WeChat Pay wait in `Pending` for the gateway's notification:
 * only a verified notification settles or declines them, and a new attempt cancels them.
 */
export const gatewayPaymentProcess: PaymentProcess<typeof AWAITING_GATEWAY> = {
    transitions: {
        Created: { to: [AWAITING_GATEWAY], mergeStrategy: 'merge' },
        [AWAITING_GATEWAY]: { to: ['Settled', 'Declined', 'Cancelled', 'Error'] },
    },
};
