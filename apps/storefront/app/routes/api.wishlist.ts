import {
    entityIdSchema,
    failureStatus,
    isFailureCode,
    isWishlistType,
    MAX_WISHLIST_ENTRIES,
    wishlistSku,
    type WishlistEntry,
    type WishlistType,
} from '@maison/shared';
import { data } from 'react-router';

import { addWish, loadWishlist, mergeWishes, removeWish } from '~/features/wishlist/wishlist.server';
import { shopContext } from '~/lib/context';
import { readFields } from '~/lib/read-form';
import { neverRevalidate } from '~/lib/revalidation';
import { ShopApiError, type ShopClient } from '~/lib/shop-client.server';

import type { Route } from './+types/api.wishlist';

export const shouldRevalidate = neverRevalidate;

/** The longest `entries` field a merge reads: a full list of the longest skus, with room to spare. */
const MAX_MERGE_FIELD = MAX_WISHLIST_ENTRIES * 120;

/** The member's list; null for a guest (their list is in their browser). */
async function memberList(client: ShopClient): Promise<WishlistEntry[] | null> {
    if (!client.hasSession) return null;
    try {
        return await loadWishlist(client);
    } catch (err) {
        // A guest with a bag has a session but no member: the Shop API's FORBIDDEN (which the
        // client turns into a sign-in redirect for pages) means "keep it in the browser".
        if (err instanceof Response || (err instanceof ShopApiError && err.status === 403)) return null;
        throw err;
    }
}

function failure(status: number, code: string) {
    return data({ ok: false as const, code }, { status });
}

/** GET: the member's list, null for a guest. A failure is an answer, not an error page. */
export async function loader({ context }: Route.LoaderArgs) {
    try {
        return { ok: true as const, entries: await memberList(context.get(shopContext)) };
    } catch (err) {
        console.warn('[wishlist] could not be read', err);
        return failure(503, 'UNAVAILABLE');
    }
}

type Change = (client: ShopClient, form: Record<string, string>) => Promise<unknown> | undefined;

function parseMerge(raw: string | undefined): Array<{ sku: string; type: WishlistType }> | undefined {
    if (!raw || raw.length > MAX_MERGE_FIELD) return undefined;
    let value: unknown;
    try {
        value = JSON.parse(raw);
    } catch {
        return undefined;
    }
    if (!Array.isArray(value) || value.length > MAX_WISHLIST_ENTRIES) return undefined;
    const entries: Array<{ sku: string; type: WishlistType }> = [];
    for (const item of value as Array<Record<string, unknown>>) {
        const sku = wishlistSku(item?.sku);
        if (!sku || !isWishlistType(item?.type)) return undefined;
        entries.push({ sku, type: item.type });
    }
    return entries;
}

/** Each change a member's list takes: its fields checked, then the call that makes it. */
const CHANGES: Record<string, Change> = {
    add(client, form) {
        const sku = wishlistSku(form.sku);
        return sku && isWishlistType(form.type) ? addWish(client, sku, form.type) : undefined;
    },
    remove(client, form) {
        return entityIdSchema.safeParse(form.id).success ? removeWish(client, form.id!) : undefined;
    },
    merge(client, form) {
        const entries = parseMerge(form.entries);
        return entries ? mergeWishes(client, entries) : undefined;
    },
};

/**
 * A member's wishlist changes (add, remove, and the guest list merged on sign-in), each answered
 * with the whole list as the server now has it. A guest's changes never come here.
 */
export async function action({ request, context }: Route.ActionArgs) {
    const client = context.get(shopContext);
    const form = await readFields(request);
    const change = Object.hasOwn(CHANGES, form.intent ?? '') ? CHANGES[form.intent!] : undefined;
    if (!client.hasSession) return failure(403, 'SIGNED_OUT');
    const pending = change?.(client, form);
    if (!pending) return failure(400, 'INVALID');
    try {
        const refused = await pending;
        if (isFailureCode(refused)) return failure(failureStatus(refused), refused);
        return { ok: true as const, entries: await loadWishlist(client) };
    } catch (err) {
        if (err instanceof Response) return failure(403, 'SIGNED_OUT');
        if (err instanceof ShopApiError && err.status < 500) return failure(err.status, err.codes[0] ?? 'INVALID');
        console.warn('[wishlist] change failed', err);
        return failure(503, 'UNAVAILABLE');
    }
}
