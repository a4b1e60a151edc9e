import { Injectable } from '@nestjs/common';
import { shopLocale } from '@maison/shared';
import { TransactionalConnection, type ID, type RequestContext } from '@vendure/core';

import { ServiceRequest } from '../entities/service-request.entity';
import { WatchSerial } from '../entities/watch-serial.entity';
import { SERVICE_STATE_NAMES } from './service-request-messages.service';

/** One visit of a watch to the service, as its warranty card lists it. */
export interface WatchServiceRecord {
    id: ID;
    /** The request's reference, as the member's papers name it. */
    reference: string;
    createdAt: Date;
    /** The request's state code (its service plugin's list). */
    state: string;
    /** What was done, in the request's language: the estimate's lines once sent, else where it stands. */
    summary: string;
}

/** Visits a card lists at most. */
const MAX_VISITS = 50;

/**
 * A watch's service history on its warranty card: the requests sent in for its serial, by
 * whoever sent them (a watch changes hands; its history stays with it).
 */
@Injectable()
export class WatchServiceHistoryService {
    constructor(private connection: TransactionalConnection) {}

    /** The watch's service visits, newest first. */
    async forWatch(ctx: RequestContext, watchSerialId: ID): Promise<WatchServiceRecord[]> {
        const watch = await this.connection
            .getRepository(ctx, WatchSerial)
            .findOne({ select: { id: true, serial: true }, where: { id: watchSerialId } });
        if (!watch) return [];
        const requests = await this.connection.getRepository(ctx, ServiceRequest).find({
            where: { serialNumber: watch.serial },
            order: { createdAt: 'DESC', id: 'DESC' },
            take: MAX_VISITS,
        });
        return requests.map((r) => ({
            id: r.id,
            reference: r.reference,
            createdAt: r.createdAt,
            state: r.state,
            summary: r.estimateLines?.length
                ? r.estimateLines.map((line) => line.label).join(', ')
                : SERVICE_STATE_NAMES[shopLocale(r.languageCode)][r.state],
        }));
    }
}
