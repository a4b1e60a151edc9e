import { type WishlistEntry, type WishlistType, withoutWish, withWish } from '@maison/shared';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';

import { useUi } from '~/features/ui/use-ui';
import { useTranslation } from '~/lib/use-translation';

import { GUEST_KEY, MEMBER_KEY, newGuestId, readStored, writeStored } from './wishlist-storage';

export interface Wish {
    sku: string;
    type: WishlistType;
    /** For the notification. */
    name: string;
}

interface WishlistApi {
    entries: WishlistEntry[];
    /** False until the list has been read on this page (the server's copy or the browser's). */
    ready: boolean;
    signedIn: boolean;
    has(sku: string): boolean;
    toggle(wish: Wish): void;
}

const WishlistContext = createContext<WishlistApi | null>(null);

/** The wishlist route's answer; a refusal names its code (WISHLIST_FULL, SIGNED_OUT, ...). */
type Answer = { ok: true; entries: WishlistEntry[] | null } | { ok: false; code?: string };

async function call(init?: { intent: string; fields: Record<string, string> }): Promise<Answer> {
    const response = await fetch('/api/wishlist', {
        ...(init
            ? { method: 'POST', body: new URLSearchParams({ intent: init.intent, ...init.fields }) }
            : { method: 'GET' }),
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
    });
    const answer = (await response.json().catch(() => ({ ok: false }))) as Answer;
    return response.ok ? answer : { ok: false, code: answer.ok ? undefined : answer.code };
}

/**
 * The visitor's wishlist (spec §4): a guest's in local storage; a member's on the server,
 * the browser's last copy standing in when it cannot be read; on sign-in the guest's list is
 * merged into the member's and cleared from the browser. Adding and removing announce
 * themselves; a failed change is put back and only logged (spec §8).
 */
export function WishlistProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
    const { t } = useTranslation();
    const { notify } = useUi();
    const { revalidate } = useRevalidator();
    const [entries, setEntries] = useState<WishlistEntry[]>([]);
    const [ready, setReady] = useState(false);
    const latest = useRef(entries);
    latest.current = entries;

    useEffect(() => {
        let live = true;
        setReady(false);
        if (!signedIn) {
            // A member who signed out leaves no copy of their list behind (spec §4 logout).
            writeStored(MEMBER_KEY, null);
            setEntries(readStored(GUEST_KEY));
            setReady(true);
            return;
        }
        const guest = readStored(GUEST_KEY);
        const load = guest.length
            ? call({
                  intent: 'merge',
                  fields: { entries: JSON.stringify(guest.map(({ sku, type }) => ({ sku, type }))) },
              })
            : call();
        load.then(
            (answer) => {
                if (!live) return;
                if (answer.ok && answer.entries) {
                    writeStored(MEMBER_KEY, answer.entries);
                    setEntries(answer.entries);
                    if (guest.length) {
                        writeStored(GUEST_KEY, null);
                        // The page was rendered before the merge (the wishlist page lists from its loader).
                        void revalidate();
                    }
                } else {
                    setEntries(readStored(MEMBER_KEY));
                }
                setReady(true);
            },
            (err: unknown) => {
                if (!live) return;
                console.warn('[wishlist] could not be loaded', err);
                setEntries(readStored(MEMBER_KEY));
                setReady(true);
            },
        );
        return () => {
            live = false;
        };
        // Read once per sign-in or sign-out; revalidate is not a reason to read again.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [signedIn]);

    const toggle = useCallback(
        (wish: Wish) => {
            const before = latest.current;
            const existing = before.find((entry) => entry.sku === wish.sku);
            const after = existing
                ? withoutWish(before, wish.sku)
                : withWish(before, { id: newGuestId(), sku: wish.sku, type: wish.type });
            if (!after) {
                notify(t('wishlist.full'), 'error');
                return;
            }
            setEntries(after);
            notify(t(existing ? 'wishlist.removed' : 'wishlist.added', { name: wish.name }));
            if (!signedIn) {
                writeStored(GUEST_KEY, after);
                return;
            }
            const change = existing
                ? call({ intent: 'remove', fields: { id: existing.id } })
                : call({ intent: 'add', fields: { sku: wish.sku, type: wish.type } });
            change
                .then((answer) => {
                    if (!answer.ok && answer.code === 'WISHLIST_FULL') notify(t('wishlist.full'), 'error');
                    if (!answer.ok) throw new Error(`the shop refused the change: ${answer.code}`);
                    const saved = answer.entries ?? [];
                    // The server's ids replace the temporary one, so a later removal names the right entry.
                    setEntries(saved);
                    writeStored(MEMBER_KEY, saved);
                })
                .catch((err: unknown) => {
                    console.warn('[wishlist] change failed', err);
                    setEntries(before);
                });
        },
        [signedIn, notify, t],
    );

    const api = useMemo<WishlistApi>(
        () => ({
            entries,
            ready,
            signedIn,
            has: (sku) => entries.some((entry) => entry.sku === sku),
            toggle,
        }),
        [entries, ready, signedIn, toggle],
    );
    return <WishlistContext.Provider value={api}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistApi {
    const api = useContext(WishlistContext);
    if (!api) throw new Error('useWishlist needs a WishlistProvider');
    return api;
}
