import { Inject, Injectable } from '@nestjs/common';
import { Logger } from '@vendure/core';

import { loggerCtx, PAYMENT_PLUGIN_OPTIONS, type GatewayCode } from '../constants';
import { AlipayGateway } from '../gateway/alipay.gateway';
import type { PaymentGateway } from '../gateway/gateway';
import { WechatPayGateway } from '../gateway/wechatpay.gateway';
import { createSandboxKeys, sandboxGatewayConfigs, type SandboxKeys } from '../sandbox/sandbox-keys';
import type { PaymentPluginOptions } from '../types';

/**
 * The shop's two gateways. One without merchant settings talks to the local sandbox instead,
 * through the same code: the same SDK calls, the same signature checks, other keys.
 */
@Injectable()
export class PaymentGatewaysService {
    private readonly gateways: Record<GatewayCode, PaymentGateway>;
    /** The sandbox's keys, when it plays at least one gateway. */
    readonly sandbox: { keys: SandboxKeys; plays: ReadonlySet<GatewayCode> } | undefined;

    constructor(@Inject(PAYMENT_PLUGIN_OPTIONS) readonly options: PaymentPluginOptions) {
        const plays = new Set<GatewayCode>();
        if (!options.alipay) plays.add('alipay');
        if (!options.wechatpay) plays.add('wechatpay');
        const keys = plays.size ? createSandboxKeys() : undefined;
        const local = keys ? sandboxGatewayConfigs(keys, options.sandboxUrl) : undefined;
        this.gateways = {
            alipay: new AlipayGateway(options.alipay ?? local!.alipay),
            wechatpay: new WechatPayGateway(options.wechatpay ?? local!.wechatpay),
        };
        this.sandbox = keys ? { keys, plays } : undefined;
        if (plays.size) {
            Logger.warn(
                `Payment sandbox plays ${[...plays].join(' and ')}: no money moves. Set the merchant keys to take real payments.`,
                loggerCtx,
            );
        }
    }

    get(code: GatewayCode): PaymentGateway {
        return this.gateways[code];
    }

    notifyUrl(code: GatewayCode): string {
        return `${this.options.callbackUrl}/payments/${code}/notify`;
    }
}
