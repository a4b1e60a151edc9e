import {
    EventBus,
    PaymentStateTransitionEvent,
    PluginCommonModule,
    RefundStateTransitionEvent,
    TransactionalConnection,
    VendurePlugin,
} from '@vendure/core';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { RedisOptions } from 'ioredis';

import { recordPayment, setQueueDepthSource, type PaymentOutcome } from '../../common/metrics/registry';
import { graphqlRoutePlugin } from './graphql-route-plugin';
import { JobFailureCounter } from './job-failure-counter';
import { bullmqQueueDepth, openBullmqQueue, sqlQueueDepth } from './queue-depth';
import { operationsMiddleware } from './request-middleware';

export interface OperationsPluginOptions {
    /** The BullMQ connection when jobs go through Redis; absent, the SQL queue is counted. */
    redis?: RedisOptions;
}

const PAYMENT_OUTCOME: Record<string, PaymentOutcome | undefined> = {
    Settled: 'settled',
    Declined: 'declined',
    Error: 'failed',
};
const REFUND_OUTCOME: Record<string, PaymentOutcome | undefined> = { Settled: 'refunded', Failed: 'failed' };

/**
 * What operators watch: every request named and timed (the id in every log line), GraphQL
 * operations labelled by their root fields, job failures and the queue's depth, and payments
 * by outcome. Last in the plugin list, so its middleware runs before every other one.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    configuration: (config) => {
        config.apiOptions.middleware.unshift({ route: '/', handler: operationsMiddleware, beforeListen: true });
        config.apiOptions.apolloServerPlugins = [...(config.apiOptions.apolloServerPlugins ?? []), graphqlRoutePlugin];
        config.systemOptions.errorHandlers = [...config.systemOptions.errorHandlers, new JobFailureCounter()];
        return config;
    },
    compatibility: '^3.0.0',
})
export class OperationsPlugin implements OnApplicationBootstrap, OnApplicationShutdown {
    static options: OperationsPluginOptions = {};
    private queue: Queue | undefined;

    static init(options: OperationsPluginOptions): typeof OperationsPlugin {
        OperationsPlugin.options = options;
        return OperationsPlugin;
    }

    constructor(
        private readonly eventBus: EventBus,
        private readonly connection: TransactionalConnection,
    ) {}

    onApplicationBootstrap(): void {
        const { redis } = OperationsPlugin.options;
        if (redis) {
            this.queue = openBullmqQueue({ connection: redis });
            setQueueDepthSource(bullmqQueueDepth(this.queue));
        } else {
            setQueueDepthSource(sqlQueueDepth(this.connection));
        }
        this.eventBus.ofType(PaymentStateTransitionEvent).subscribe((event) => {
            const outcome = PAYMENT_OUTCOME[event.toState];
            if (outcome) recordPayment(event.payment.method, outcome);
        });
        this.eventBus.ofType(RefundStateTransitionEvent).subscribe((event) => {
            const outcome = REFUND_OUTCOME[event.toState];
            if (outcome) recordPayment(event.refund.method ?? 'unknown', outcome);
        });
    }

    async onApplicationShutdown(): Promise<void> {
        await this.queue?.close();
    }
}
