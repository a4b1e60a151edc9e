import { ANALYTICS_VISITOR_PATTERN, COOKIE_CONSENT_COOKIE } from '@maison/shared';

import { readCookie } from '~/lib/cookies';
import { graphql } from '~/lib/graphql';
import type { ShopClient } from '~/lib/shop-client.server';

import { ANALYTICS_EXCLUDE_COOKIE, ANALYTICS_VISITOR_COOKIE } from './analytics-cookies';

const SetOrderAnalyticsVisitor = graphql(`
    mutation SetOrderAnalyticsVisitor($visitor: String!) {
        setOrderAnalyticsVisitor(visitor: $visitor)
    }
`);

/** The browser's analytics id, when the visitor consented and is not left out; else undefined. */
export function consentedVisitor(request: Request): string | undefined {
    const cookies = request.headers.get('Cookie');
    if (readCookie(cookies, COOKIE_CONSENT_COOKIE) !== 'true') return undefined;
    if (readCookie(cookies, ANALYTICS_EXCLUDE_COOKIE) === 'true') return undefined;
    const visitor = readCookie(cookies, ANALYTICS_VISITOR_COOKIE);
    return visitor && ANALYTICS_VISITOR_PATTERN.test(visitor) ? visitor : undefined;
}

/**
 * Names the visitor's analytics id on their order as they start paying, so the purchase the
 * server records when payment settles joins the funnel's earlier steps. Only with consent;
 * a failure costs the link, never the payment.
 */
export async function linkOrderToVisitor(client: ShopClient, request: Request): Promise<void> {
    const visitor = consentedVisitor(request);
    if (!visitor) return;
    try {
        await client.request(SetOrderAnalyticsVisitor, { visitor });
    } catch (err) {
        console.warn(`[analytics] order not linked to its visitor: ${(err as Error).message}`);
    }
}
