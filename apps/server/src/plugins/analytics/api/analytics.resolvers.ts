import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ANALYTICS_METRICS, ANALYTICS_VISITOR_PATTERN, type AnalyticsMetric, isOneOf } from '@maison/shared';
import {
    ActiveOrderService,
    Allow,
    Ctx,
    Order,
    Permission,
    RequestContext,
    Transaction,
    TransactionalConnection,
} from '@vendure/core';

import { ShopFailureError } from '../../failures';
import { readAnalyticsPermission } from '../constants';
import type { AnalyticsDailyFigure } from '../entities/analytics-daily-figure.entity';
import { AnalyticsReportsService } from '../services/analytics-reports.service';

@Resolver()
export class AnalyticsShopResolver {
    constructor(
        private activeOrders: ActiveOrderService,
        private connection: TransactionalConnection,
    ) {}

    @Mutation()
    @Transaction()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    async setOrderAnalyticsVisitor(@Ctx() ctx: RequestContext, @Args() args: { visitor: string }): Promise<boolean> {
        if (!ANALYTICS_VISITOR_PATTERN.test(args.visitor)) {
            throw new ShopFailureError('INVALID_ANALYTICS_VISITOR', 'not a visitor id', 'visitor');
        }
        const order = await this.activeOrders.getActiveOrder(ctx, undefined);
        if (!order) return false;
        await this.connection
            .getRepository(ctx, Order)
            .update({ id: order.id }, { customFields: { analyticsVisitor: args.visitor } });
        return true;
    }
}

@Resolver()
export class AnalyticsAdminResolver {
    constructor(private reports: AnalyticsReportsService) {}

    @Query()
    @Allow(readAnalyticsPermission.Permission)
    analyticsFigures(
        @Ctx() ctx: RequestContext,
        @Args() args: { from: string; to: string; metrics?: string[] | null },
    ): Promise<AnalyticsDailyFigure[]> {
        const metrics = args.metrics?.length
            ? args.metrics.filter((m): m is AnalyticsMetric => isOneOf(ANALYTICS_METRICS, m))
            : undefined;
        return this.reports.figures(ctx, args.from, args.to, metrics);
    }

    /** Only the superadmin: a re-run replaces a day's figures, which every reader of them sees. */
    @Mutation()
    @Allow(Permission.SuperAdmin)
    rollUpAnalytics(@Ctx() ctx: RequestContext, @Args() args: { day: string }): Promise<AnalyticsDailyFigure[]> {
        return this.reports.rollUpDay(ctx, args.day);
    }
}
