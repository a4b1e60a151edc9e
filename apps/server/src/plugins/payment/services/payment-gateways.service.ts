import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Logger, TransactionalConnection } from '@vendure/core';

import { loggerCtx, PAYMENT_PLUGIN_OPTIONS, type GatewayCode } from '../constants';
import { AlipayGateway } from '../gateway/alipay.gateway';
import type { PaymentGateway } from '../gateway/gateway';
import { WechatPayGateway } from '../gateway/wechatpay.gateway';
import { PaymentSandboxKeyRing } from '../entities/payment-sandbox.entities';
import { createSandboxKeys, sandboxGatewayConfigs, type SandboxKeys } from '../sandbox/sandbox-keys';
import type { PaymentPluginOptions } from '../types';

/**
 * The shop's two gateways. One without merchant settings talks to the local sandbox instead,
 * through the same code: the same SDK calls, the same signature checks, other keys.
 */
@Injectable()
export class PaymentGatewaysService implements OnModuleInit {
    private gateways: Record<GatewayCode, PaymentGateway> | undefined;
    /** The sandbox's keys, when it plays at least one gateway. */
    sandbox: { keys: SandboxKeys; plays: ReadonlySet<GatewayCode> } | undefined;

    constructor(
        @Inject(PAYMENT_PLUGIN_OPTIONS) readonly options: PaymentPluginOptions,
        private readonly connection: TransactionalConnection,
    ) {}

    async onModuleInit(): Promise<void> {
        const plays = new Set<GatewayCode>();
        if (!this.options.alipay) plays.add('alipay');
        if (!this.options.wechatpay) plays.add('wechatpay');
        const keys = plays.size ? await this.sandboxKeys() : undefined;
        const local = keys ? sandboxGatewayConfigs(keys, this.options.sandboxUrl) : undefined;
        this.gateways = {
            alipay: new AlipayGateway(this.options.alipay ?? local!.alipay),
            wechatpay: new WechatPayGateway(this.options.wechatpay ?? local!.wechatpay),
        };
        this.sandbox = keys ? { keys, plays } : undefined;
        if (plays.size) {
            Logger.warn(
                `Payment sandbox plays ${[...plays].join(' and ')}: no money moves. Set the merchant keys to take real payments.`,
                loggerCtx,
            );
        }
    }

    /**
     * The sandbox's keys, the same for every instance and the worker: the first to start makes
     * them, the others read them (a payment begun through one instance is checked by another).
     */
    private async sandboxKeys(): Promise<SandboxKeys> {
        const ring = this.connection.rawConnection.getRepository(PaymentSandboxKeyRing);
        const known = await ring.findOne({ where: { id: 'sandbox' } });
        if (known) return JSON.parse(known.keys) as SandboxKeys;
        await ring
            .createQueryBuilder()
            .insert()
            .values({ id: 'sandbox', keys: JSON.stringify(createSandboxKeys()) })
            .orIgnore()
            .execute();
        const kept = await ring.findOneOrFail({ where: { id: 'sandbox' } });
        return JSON.parse(kept.keys) as SandboxKeys;
    }

    get(code: GatewayCode): PaymentGateway {
        if (!this.gateways) throw new Error('the payment gateways are not set up yet');
        return this.gateways[code];
    }

    notifyUrl(code: GatewayCode): string {
        return `${this.options.callbackUrl}/payments/${code}/notify`;
    }
}
