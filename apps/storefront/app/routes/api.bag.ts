import { addToBagSchema, changeQuantitySchema, couponCodeSchema, removeFromBagSchema } from '@maison/shared';
import { data } from 'react-router';

import {
    addToBag,
    applyCoupon,
    reloadBag,
    removeCoupon,
    removeFromBag,
    setLineQuantity,
    type BagChange,
} from '~/features/bag/bag.server';
import { type BagSuccess, withBagNotice } from '~/features/bag/bag-notice';
import { shopContext } from '~/lib/context';
import { readForm } from '~/lib/read-form';
import { isDocumentRequest } from '~/lib/request-origin';
import { neverRevalidate } from '~/lib/revalidation';
import { safeRedirect, safeRedirectPath } from '~/lib/safe-redirect';
import type { ShopClient } from '~/lib/shop-client.server';

import type { Route } from './+types/api.bag';

export const shouldRevalidate = neverRevalidate;

/** The bag, read again when the sidebar opens. A failure is an answer the sidebar shows, not an error page. */
export async function loader({ context }: Route.LoaderArgs) {
    try {
        return { ok: true as const, bag: await reloadBag(context.get(shopContext)) };
    } catch {
        return data({ ok: false as const, bag: null }, { status: 503 });
    }
}

type Fields = Record<string, FormDataEntryValue>;

/** Each change the bag takes: its fields' rule and the call that makes it. */
const CHANGES: Record<string, (client: ShopClient, form: Fields) => Promise<BagChange> | undefined> = {
    add(client, form) {
        const parsed = addToBagSchema.safeParse(form);
        if (!parsed.success) return undefined;
        const { productVariantId, quantity, buckleVariantId } = parsed.data;
        return addToBag(client, productVariantId, quantity, buckleVariantId);
    },
    quantity(client, form) {
        const parsed = changeQuantitySchema.safeParse(form);
        return parsed.success ? setLineQuantity(client, parsed.data.orderLineId, parsed.data.quantity) : undefined;
    },
    remove(client, form) {
        const parsed = removeFromBagSchema.safeParse(form);
        return parsed.success ? removeFromBag(client, parsed.data.orderLineId) : undefined;
    },
    'coupon-apply'(client, form) {
        const parsed = couponCodeSchema.safeParse(form);
        return parsed.success ? applyCoupon(client, parsed.data.couponCode) : undefined;
    },
    'coupon-remove'(client, form) {
        const parsed = couponCodeSchema.safeParse(form);
        return parsed.success ? removeCoupon(client, parsed.data.couponCode) : undefined;
    },
};

/**
 * Changes to the bag, posted by the add-to-bag buttons, the sidebar and checkout. Each answers
 * with the bag the change returned, so nothing reads the order again.
 */
export async function action({ request, context }: Route.ActionArgs) {
    const posted = await readForm(request);
    const form: Fields = posted ? Object.fromEntries(posted) : {};
    const run =
        typeof form.intent === 'string' && Object.hasOwn(CHANGES, form.intent) ? CHANGES[form.intent] : undefined;
    const change = run?.(context.get(shopContext), form);
    const result: BagChange = change ? await change : { ok: false, code: 'INVALID' };
    // A plain form (posted before the page's script ran) goes back to its page, which says how it went.
    if (isDocumentRequest(request)) {
        const back = safeRedirectPath(form.back) ?? sameSiteReferrer(request) ?? '/';
        const done: BagSuccess = form.intent === 'add' ? 'added' : 'updated';
        return safeRedirect(withBagNotice(back, result.ok ? done : result.code), 303);
    }
    if (result.ok) return { ok: true as const, code: null, bag: result.bag };
    const status = result.code === 'NOT_FOUND' ? 404 : result.code === 'INVALID' ? 400 : 409;
    return data({ ok: false as const, code: result.code, bag: null }, { status });
}

/** The path of the page that posted, when it is one of ours. */
function sameSiteReferrer(request: Request): string | undefined {
    const referrer = request.headers.get('Referer');
    if (!referrer || !URL.canParse(referrer)) return undefined;
    const url = new URL(referrer);
    return url.origin === new URL(request.url).origin ? safeRedirectPath(`${url.pathname}${url.search}`) : undefined;
}
