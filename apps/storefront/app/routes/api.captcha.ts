import { loadCaptchaChallenge } from '~/features/account/sign-in.server';
import { shopContext } from '~/lib/context';

import type { Route } from './+types/api.captcha';

/** A fresh local captcha challenge for the login modal (null when the shop uses Tencent's). */
export async function loader({ context }: Route.LoaderArgs) {
    const challenge = await loadCaptchaChallenge(context.get(shopContext));
    return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } });
}
