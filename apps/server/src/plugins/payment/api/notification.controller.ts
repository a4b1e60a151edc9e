import { Controller, HttpCode, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';

import { GATEWAY_CODES, type GatewayCode } from '../constants';
import { PaymentNotificationService } from '../services/payment-notification.service';

/** The gateways' asynchronous notifications, read as the raw text their signatures cover. */
@Controller('payments')
export class NotificationController {
    constructor(private notifications: PaymentNotificationService) {}

    @Post(':code/notify')
    @HttpCode(200)
    async notify(@Param('code') code: string, @Req() req: Request, @Res() res: Response): Promise<void> {
        if (!(GATEWAY_CODES as readonly string[]).includes(code)) throw new NotFoundException();
        const rawBody = typeof req.body === 'string' ? req.body : '';
        const { reply } = await this.notifications.receive(code as GatewayCode, { headers: req.headers, rawBody });
        res.status(reply.status).type(reply.contentType).send(reply.body);
    }
}
