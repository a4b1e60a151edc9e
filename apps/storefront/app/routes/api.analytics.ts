import { failureStatus, isFailureCode, type FailureCode } from '@maison/shared';

import { excludedAddresses, screenBatch } from '~/features/analytics/collect.server';
import { shopContext } from '~/lib/context';
import { env } from '~/lib/env.server';
import type { ShopClient } from '~/lib/shop-client.server';

import type { Route } from './+types/api.analytics';

/** Read once: a setting that names no address stops the server at start. */
const excluded = excludedAddresses(env.ANALYTICS_EXCLUDE_ADDRESSES);

function refusal(code: FailureCode, status = failureStatus(code)): Response {
    return Response.json({ code, message: code }, { status });
}

/**
 * The browser's batches of analytics events (features/analytics), sent by sendBeacon: checked
 * here (consent, robots, type, size, schema) and handed to the backend's collector with the
 * visitor's address, browser and session. 204 when taken or dropped; a refusal's code otherwise,
 * the backend's own (its rate per client) included.
 */
export async function action({ request, context }: Route.ActionArgs) {
    const screened = await screenBatch(request, excluded);
    if (screened.kind === 'drop') return new Response(null, { status: 204 });
    if (screened.kind === 'refuse') return refusal(screened.code);
    let answer: Awaited<ReturnType<ShopClient['collectAnalytics']>>;
    try {
        answer = await context.get(shopContext).collectAnalytics(screened.json, request.headers.get('User-Agent'));
    } catch (err) {
        console.warn(`[analytics] collector unreachable: ${(err as Error).message}`);
        return refusal('UNKNOWN', 502);
    }
    if (answer.status === 204 || answer.status === 200) return new Response(null, { status: 204 });
    if (answer.status >= 400 && answer.status < 500) {
        const code = codeOf(answer.text);
        const headers = new Headers({ 'Content-Type': 'application/json' });
        if (answer.retryAfter) headers.set('Retry-After', answer.retryAfter);
        return new Response(JSON.stringify({ code, message: code }), { status: answer.status, headers });
    }
    console.warn(`[analytics] collector answered ${answer.status}`);
    return refusal('UNKNOWN', 502);
}

/** The code of the backend's refusal, or INVALID when it sent none the shop knows. */
function codeOf(text: string): FailureCode {
    try {
        const code = (JSON.parse(text) as { code?: unknown }).code;
        return typeof code === 'string' && isFailureCode(code) ? code : 'INVALID';
    } catch {
        return 'INVALID';
    }
}
