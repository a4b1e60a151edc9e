/**
 * The schema of a batch of analytics events, for the servers that take one (the storefront's
 * endpoint and the backend's). Kept out of the package's main entry: an object schema in a
 * module the browser loads makes zod compile code at run time, which the storefront's CSP refuses.
 */
import { z } from 'zod';

import {
    ANALYTICS_CHECKOUT_STEPS,
    ANALYTICS_LIMITS,
    ANALYTICS_MAX_BATCH_EVENTS,
    ANALYTICS_PAGE_TYPES,
    ANALYTICS_VISITOR_PATTERN,
} from './analytics.js';

/** Kept in the browser-safe module, so the client cuts what it sends to what is taken. */
export { ANALYTICS_LIMITS };

/**
 * Durations are cut to the spec's caps when stored, not refused: a tab left open for a week is
 * a real visit. Only what no clock can give (negative, fractional, past 2^53) is refused.
 */
const duration = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const view = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'not a page view id');
const text = (max: number) => z.string().trim().min(1).max(max);

const utm = z
    .object({
        source: text(ANALYTICS_LIMITS.utm).optional(),
        medium: text(ANALYTICS_LIMITS.utm).optional(),
        campaign: text(ANALYTICS_LIMITS.utm).optional(),
    })
    .strict();

export const analyticsEventSchema = z.discriminatedUnion('kind', [
    z
        .object({
            kind: z.literal('page_view'),
            view,
            at: duration,
            path: z.string().startsWith('/').max(ANALYTICS_LIMITS.path),
            referrer: z.string().max(ANALYTICS_LIMITS.referrer).optional(),
            utm: utm.optional(),
            pageType: z.enum(ANALYTICS_PAGE_TYPES),
        })
        .strict(),
    z.object({ kind: z.literal('engaged'), view, ms: duration }).strict(),
    z.object({ kind: z.literal('page_leave'), view, durationMs: duration }).strict(),
    z.object({ kind: z.literal('page_load'), view, loadMs: duration }).strict(),
    z.object({ kind: z.literal('product_view'), view, sku: text(ANALYTICS_LIMITS.sku) }).strict(),
    z
        .object({
            kind: z.literal('search'),
            view,
            term: text(ANALYTICS_LIMITS.term),
            results: z.number().int().nonnegative().max(ANALYTICS_LIMITS.results),
        })
        .strict(),
    z
        .object({
            kind: z.literal('add_to_bag'),
            view,
            sku: text(ANALYTICS_LIMITS.sku),
            quantity: z.number().int().min(1).max(ANALYTICS_LIMITS.quantity),
        })
        .strict(),
    z.object({ kind: z.literal('checkout_step'), view, step: z.enum(ANALYTICS_CHECKOUT_STEPS) }).strict(),
    z.object({ kind: z.literal('payment_started'), view, method: text(ANALYTICS_LIMITS.method) }).strict(),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z
    .object({
        visitor: z.string().regex(ANALYTICS_VISITOR_PATTERN, 'not a visitor id'),
        events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_MAX_BATCH_EVENTS),
    })
    .strict();
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
