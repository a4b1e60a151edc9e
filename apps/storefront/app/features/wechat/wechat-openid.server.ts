import { WECHAT_OPENID_PATTERN } from '@maison/shared';
import { randomBytes } from 'node:crypto';
import { createCookie } from 'react-router';

import { env, gatewayOrigins } from '~/lib/env.server';
import { graphql } from '~/lib/graphql';
import { safeGatewayRedirect, safeRedirectPath } from '~/lib/safe-redirect';
import { secureCookies } from '~/lib/session.server';
import type { ShopClient } from '~/lib/shop-client.server';

/** Where the official account's authorisation sends the visitor back to (registered as its authorisation domain). */
export const WECHAT_CALLBACK_PATH = '/wechat/authorised';
/** Where checkout goes when the authorisation did not name the visitor: it then waits for the shopper to try again. */
export const AUTHORISATION_FAILED = '/checkout?wechat=failed';
const WECHAT_AUTHORIZE_ORIGIN = 'https://open.weixin.qq.com';

/**
 * The authorisation under way: its `state` (compared when WeChat sends the visitor back, so
 * that no other site can plant its own code) and the page to return to. Ten minutes.
 */
const stateCookie = createCookie('maison_wx_state', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 600,
    secrets: [env.SESSION_SECRET],
});

/**
 * The visitor's openid under the official account, held by the storefront server and signed: a
 * visitor can neither read it from a script nor pay as someone else by writing their own. It is
 * kept with its appId, so a changed official account asks again.
 */
const openIdCookie = createCookie('maison_wx_openid', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 30 * 24 * 3600,
    secrets: [env.SESSION_SECRET],
});

const AuthorizationQuery = graphql(`
    query WechatOfficialAuthorization {
        wechatOfficialAuthorization {
            appId
            authorizeUrl
        }
    }
`);

const OpenIdMutation = graphql(`
    mutation WechatOfficialOpenId($code: String!) {
        wechatOfficialOpenId(code: $code) {
            __typename
            ... on WechatOfficialOpenId {
                openId
            }
            ... on ShopFailure {
                errorCode
            }
        }
    }
`);

interface HeldOpenId {
    o: string;
    a: string;
}

interface PendingState {
    s: string;
    r: string;
}

/** The openid this browser was authorised with under `appId`, if any. */
export async function readOpenId(request: Request, appId: string): Promise<string | undefined> {
    const value: unknown = await openIdCookie.parse(request.headers.get('Cookie')).catch(() => undefined);
    const { o, a } = (value ?? {}) as Partial<HeldOpenId>;
    return typeof o === 'string' && WECHAT_OPENID_PATTERN.test(o) && a === appId ? o : undefined;
}

/** The official account's appId and the openid this browser holds under it. */
export async function wechatPayer(client: ShopClient, request: Request) {
    const { wechatOfficialAuthorization: auth } = await client.request(AuthorizationQuery);
    return { auth, openId: await readOpenId(request, auth.appId) };
}

/**
 * The silent authorisation (`snsapi_base`): to the official account's page, which sends the
 * visitor straight back to the callback with a code and the state, then on to `returnTo`.
 */
export async function startAuthorisation(
    request: Request,
    auth: { appId: string; authorizeUrl: string },
    returnTo: string,
): Promise<Response> {
    const state = randomBytes(16).toString('base64url');
    const url = new URL(auth.authorizeUrl);
    url.searchParams.set('appid', auth.appId);
    url.searchParams.set('redirect_uri', `${env.PUBLIC_URL}${WECHAT_CALLBACK_PATH}`);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'snsapi_base');
    url.searchParams.set('state', state);
    url.hash = 'wechat_redirect';
    const pending: PendingState = { s: state, r: safeRedirectPath(returnTo) ?? '/checkout' };
    const response = safeGatewayRedirect(
        url.toString(),
        [WECHAT_AUTHORIZE_ORIGIN, ...gatewayOrigins],
        AUTHORISATION_FAILED,
    );
    response.headers.append('Set-Cookie', await stateCookie.serialize(pending, { secure: secureCookies(request) }));
    return response;
}

/**
 * WeChat's answer: the state must be the one this browser was given, and the code must name a
 * visitor. Answers where to go next and the cookies to set (the openid held, the state spent).
 */
export async function finishAuthorisation(
    request: Request,
    client: ShopClient,
): Promise<{ to: string; cookies: string[] }> {
    const url = new URL(request.url);
    const secure = secureCookies(request);
    const value: unknown = await stateCookie.parse(request.headers.get('Cookie')).catch(() => undefined);
    const pending = (value ?? {}) as Partial<PendingState>;
    const spent = await stateCookie.serialize('', { secure, maxAge: 0 });
    const code = url.searchParams.get('code') ?? '';
    const state = url.searchParams.get('state');
    if (typeof pending.s !== 'string' || !pending.s || state !== pending.s || !code || code.length > 128) {
        return { to: AUTHORISATION_FAILED, cookies: [spent] };
    }
    const [{ wechatOfficialOpenId: answer }, { wechatOfficialAuthorization: auth }] = await Promise.all([
        client.request(OpenIdMutation, { code }),
        client.request(AuthorizationQuery),
    ]);
    if (answer.__typename !== 'WechatOfficialOpenId') return { to: AUTHORISATION_FAILED, cookies: [spent] };
    const held: HeldOpenId = { o: answer.openId, a: auth.appId };
    return {
        to: safeRedirectPath(pending.r) ?? '/checkout',
        cookies: [spent, await openIdCookie.serialize(held, { secure })],
    };
}
