import { COOKIE_CONSENT_COOKIE } from '@maison/shared';

import { BAG_ERROR_CODES } from '~/features/bag/bag.server';
import { bagNoticeKey } from '~/features/bag/bag-notice';

import type { Route } from '../+types/root';
import { localeContext, shopContext } from './context';
import { readCookie } from './cookies';
import { publicConfig } from './env.server';
import { messagesFor } from './messages.server';
import { loadVisitor } from './visitor.server';

/** What every page's frame needs: language and texts, the bag's count, whether signed in, public configuration. */
export async function loadRootData({ request, context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    const client = context.get(shopContext);
    // Chrome must render even when the shop API hiccups: an empty bag and a guest beat an error page.
    const { bagCount, signedIn } = await loadVisitor(client).catch(() => ({ bagCount: 0, signedIn: false }));
    const consent = readCookie(request.headers.get('Cookie'), COOKIE_CONSENT_COOKIE);
    return {
        locale,
        messages: messagesFor(locale),
        bagCount,
        signedIn,
        // 'true' is consent (as it always was); 'false' a decline, after which the banner stays away too.
        consent: consent === 'true',
        consentAnswered: consent === 'true' || consent === 'false',
        config: publicConfig(),
        // What a plain form's change to the bag came to (api.bag): the toast says it.
        notice: bagNoticeKey(new URL(request.url).searchParams, BAG_ERROR_CODES) ?? null,
    };
}

export type RootData = Awaited<ReturnType<typeof loadRootData>>;
