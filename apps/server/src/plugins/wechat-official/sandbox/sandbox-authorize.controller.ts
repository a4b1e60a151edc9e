import { Controller, Get, NotFoundException, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { randomBytes } from 'node:crypto';

import { SANDBOX_AUTHORIZE_PATH } from '../constants';
import { WechatOfficialService } from '../services/wechat-official.service';

/** WeChat's `state`: up to 128 letters, digits and a few marks, as its documentation allows. */
const STATE = /^[A-Za-z0-9_.~-]{0,128}$/;

/**
 * WeChat's web authorisation page, played when the official account has no AppSecret: a
 * `snsapi_base` authorisation is silent, so it answers at once with a sandbox code and the
 * state. Like WeChat, which sends back only to the domain registered for the account, it sends
 * back only to the shop's own pages; it is not there when the real account is configured.
 */
@Controller()
export class SandboxAuthorizeController {
    constructor(private official: WechatOfficialService) {}

    @Get(SANDBOX_AUTHORIZE_PATH.slice(1))
    authorize(@Query() query: Record<string, unknown>, @Res() res: Response): void {
        if (!this.official.sandboxed) throw new NotFoundException();
        const { appid, redirect_uri: redirectUri, response_type: responseType, scope, state } = query;
        if (
            appid !== this.official.account.appId ||
            responseType !== 'code' ||
            scope !== 'snsapi_base' ||
            typeof state !== 'string' ||
            !STATE.test(state) ||
            typeof redirectUri !== 'string' ||
            !this.official.isShopPage(redirectUri)
        ) {
            res.status(400).type('text/plain').send('redirect_uri 参数错误');
            return;
        }
        const back = new URL(redirectUri);
        back.searchParams.set('code', `sandbox-${randomBytes(12).toString('base64url')}`);
        back.searchParams.set('state', state);
        res.redirect(302, back.toString());
    }
}
