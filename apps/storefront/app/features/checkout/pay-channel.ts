import type { PayChannel } from '@maison/shared';

const PHONE_OR_TABLET = /Mobile|Android|iPhone|iPad/i;

/** Where the shopper pays, from the browser's User-Agent: a phone's or tablet's browser pays in the gateway's app. */
export function payChannelFor(userAgent: string | null): PayChannel {
    return PHONE_OR_TABLET.test(userAgent ?? '') ? 'mobile' : 'desktop';
}
