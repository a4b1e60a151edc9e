// Vendure 3.7 does not export the type from its index.
import type { RefundProcess } from '@vendure/core/dist/config/refund/refund-process';

/**
 * A refund the gateway took but is still processing (WeChat Pay's PROCESSING) stays Pending:
 * Vendure moves every new refund to the state its handler answers, and knows no Pending to
 * Pending. The follow-up (PendingRefundsService) settles or fails it later.
 */
export const gatewayRefundProcess: RefundProcess<'Pending'> = {
    transitions: {
        Pending: { to: ['Pending'] },
    },
};
