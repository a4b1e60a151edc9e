import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ANALYTICS_MAX_BATCH_BYTES, failureStatus, type FailureCode } from '@maison/shared';
import { analyticsBatchSchema } from '@maison/shared/analytics-batch';
import { Ctx, RequestContext } from '@vendure/core';
import type { Request, Response } from 'express';

import { AnalyticsCollectorService } from '../services/analytics-collector.service';

/** A refusal as the shop's endpoints answer one: the code is the contract, the message a developer's help. */
export function analyticsFailure(res: Response, code: FailureCode, message: string): void {
    res.status(failureStatus(code)).json({ code, message });
}

/**
 * Where the storefront's own endpoint hands on a visitor's batch of events, with the visitor's
 * address in X-Forwarded-For, their user agent and their bearer token if signed in. The whole
 * batch is checked (JSON, size, rate, schema) before anything is stored; a robot's is taken
 * and dropped. The body was read by the security plugin's parser for this path, with this size limit.
 */
@Controller('analytics')
export class AnalyticsCollectController {
    constructor(private collector: AnalyticsCollectorService) {}

    @Post('collect')
    @HttpCode(204)
    async collect(@Ctx() ctx: RequestContext, @Req() req: Request, @Res() res: Response): Promise<void> {
        if (!req.is('application/json')) return analyticsFailure(res, 'INVALID', 'The body is JSON');
        const raw = (req as Request & { rawBody?: Buffer }).rawBody;
        if (raw && raw.length > ANALYTICS_MAX_BATCH_BYTES) {
            return analyticsFailure(res, 'ANALYTICS_BATCH_TOO_LARGE', `At most ${ANALYTICS_MAX_BATCH_BYTES} bytes`);
        }
        const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
        const waitMs = await this.collector.throttle(address);
        if (waitMs !== undefined) {
            res.set('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
            return analyticsFailure(res, 'ANALYTICS_THROTTLED', 'Too many batches from this client');
        }
        const parsed = analyticsBatchSchema.safeParse(req.body);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            return analyticsFailure(
                res,
                'INVALID',
                `${issue?.path.join('.') ?? 'body'}: ${issue?.message ?? 'invalid'}`,
            );
        }
        await this.collector.collect(ctx, parsed.data, { address, userAgent: req.get('user-agent') });
        res.status(204).end();
    }
}
