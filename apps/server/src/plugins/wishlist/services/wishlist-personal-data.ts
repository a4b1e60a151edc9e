import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MAX_WISHLIST_ENTRIES } from '@maison/shared';
import { Customer, RequestContext, TransactionalConnection } from '@vendure/core';

import { PersonalDataService } from '../../membership';
import { WishlistEntry } from '../entities/wishlist-entry.entity';

/** A member's wishlist in their data download (PIPL). */
@Injectable()
export class WishlistPersonalData implements OnModuleInit {
    constructor(
        private personalData: PersonalDataService,
        private connection: TransactionalConnection,
    ) {}

    onModuleInit() {
        this.personalData.register({ key: 'wishlist', collect: (ctx, customer) => this.collect(ctx, customer) });
    }

    private async collect(ctx: RequestContext, customer: Customer) {
        const entries = await this.connection.getRepository(ctx, WishlistEntry).find({
            where: { customerId: customer.id },
            order: { createdAt: 'DESC', id: 'DESC' },
            take: MAX_WISHLIST_ENTRIES,
        });
        return entries.map((e) => ({ sku: e.sku, type: e.type, addedAt: e.createdAt }));
    }
}
