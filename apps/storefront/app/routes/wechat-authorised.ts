import { finishAuthorisation } from '~/features/wechat/wechat-openid.server';
import { shopContext } from '~/lib/context';
import { safeRedirect } from '~/lib/safe-redirect';

import type { Route } from './+types/wechat-authorised';

/** Where the official account's authorisation sends a visitor in WeChat's browser back to. */
export async function loader({ request, context }: Route.LoaderArgs) {
    const { to, cookies } = await finishAuthorisation(request, context.get(shopContext));
    const headers = new Headers();
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
    return safeRedirect(to, { headers }, '/checkout');
}
