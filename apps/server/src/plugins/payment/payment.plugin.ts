import express from 'express';

import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { NotificationController } from './api/notification.controller';
import { NOTIFICATION_BODY_LIMIT, PAYMENT_PLUGIN_OPTIONS } from './constants';
import {
    PaymentSandboxKeyRing,
    PaymentSandboxRefund,
    PaymentSandboxTrade,
} from './entities/payment-sandbox.entities';
import { gatewayPaymentHandler } from './config/gateway-payment-handler';
import { gatewayOrderProcess } from './config/gateway-order-process';
import { gatewayPaymentProcess } from './config/gateway-payment-process';
import { gatewayRefundProcess } from './config/gateway-refund-process';
import { PaymentAttemptsService } from './services/payment-attempts.service';
import { PaymentMethodsSetup } from './services/payment-methods-setup';
import { SandboxGatewayController } from './sandbox/sandbox-gateway.controller';
import { PaymentGatewaysService } from './services/payment-gateways.service';
import { PaymentNotificationService } from './services/payment-notification.service';
import { PendingRefundsService } from './services/pending-refunds.service';
import { followUpRefundsTask } from './config/follow-up-refunds-task';
import { paymentReturnPathField } from './config/return-path-field';
import { OrderRefundsService } from './services/order-refunds.service';
import type { PaymentPluginOptions } from './types';

/** Signatures cover the body byte for byte: these routes get it as text, before any JSON parser. */
const rawText = express.text({ type: () => true, limit: NOTIFICATION_BODY_LIMIT });

/**
 * Alipay and WeChat Pay: payment methods whose payments wait at the gateway, the endpoints
 * their signed notifications reach, and the local sandbox that plays either without keys.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [
        PaymentAttemptsService,
        PaymentGatewaysService,
        PaymentNotificationService,
        PaymentMethodsSetup,
        PendingRefundsService,
        OrderRefundsService,
        { provide: PAYMENT_PLUGIN_OPTIONS, useFactory: () => PaymentPlugin.options },
    ],
    controllers: [NotificationController, SandboxGatewayController],
    entities: [PaymentSandboxKeyRing, PaymentSandboxTrade, PaymentSandboxRefund],
    exports: [PaymentGatewaysService, PaymentNotificationService, PendingRefundsService, OrderRefundsService],
    configuration: (config) => {
        config.paymentOptions.paymentMethodHandlers.push(
            gatewayPaymentHandler('alipay'),
            gatewayPaymentHandler('wechatpay'),
        );
        config.paymentOptions.process = [...(config.paymentOptions.process ?? []), gatewayPaymentProcess];
        config.paymentOptions.refundProcess = [...(config.paymentOptions.refundProcess ?? []), gatewayRefundProcess];
        config.schedulerOptions.tasks.push(followUpRefundsTask);
        config.orderOptions.process = [...config.orderOptions.process, gatewayOrderProcess()];
        config.customFields.Order.push(paymentReturnPathField);
        // Ahead of every other parser (the security plugin's JSON one would read it first).
        config.apiOptions.middleware.unshift(
            { route: '/payments', handler: rawText, beforeListen: true },
            { route: '/sandbox-pay/wechatpay/v3', handler: rawText, beforeListen: true },
        );
        return config;
    },
    compatibility: '^3.0.0',
})
export class PaymentPlugin {
    static options: PaymentPluginOptions;

    static init(options: PaymentPluginOptions): typeof PaymentPlugin {
        this.options = options;
        return PaymentPlugin;
    }
}
