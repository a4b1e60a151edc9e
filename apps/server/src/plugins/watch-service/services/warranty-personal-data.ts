import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Customer, RequestContext, TransactionalConnection } from '@vendure/core';

import { PersonalDataService } from '../../membership';
import { WatchSerial } from '../entities/watch-serial.entity';

/** The most watches a member's data download lists. */
const MAX_WATCHES_IN_DOWNLOAD = 100;

/** A member's registered watches in their data download (PIPL). */
@Injectable()
export class WarrantyPersonalData implements OnModuleInit {
    constructor(
        private personalData: PersonalDataService,
        private connection: TransactionalConnection,
    ) {}

    onModuleInit() {
        this.personalData.register({ key: 'watches', collect: (ctx, customer) => this.collect(ctx, customer) });
    }

    private async collect(ctx: RequestContext, customer: Customer) {
        const watches = await this.connection.getRepository(ctx, WatchSerial).find({
            where: { customerId: customer.id },
            order: { registeredAt: 'DESC', id: 'DESC' },
            take: MAX_WATCHES_IN_DOWNLOAD,
        });
        return watches.map((w) => ({
            serial: w.serial,
            sku: w.sku,
            soldOn: w.soldOn,
            salePlace: w.salePlace,
            registeredAt: w.registeredAt,
        }));
    }
}
