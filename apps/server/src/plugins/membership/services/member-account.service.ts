import { Injectable } from '@nestjs/common';
import {
    CustomerEvent,
    EventBus,
    Address,
    AuthenticationMethod,
    Customer,
    Order,
    OrderLine,
    RequestContext,
    SessionService,
    TransactionalConnection,
    User,
} from '@vendure/core';
// Not exported from the package's root; the entity Vendure keeps a customer's history in.
import { CustomerHistoryEntry } from '@vendure/core/dist/entity/history-entry/customer-history-entry.entity';
import { In } from 'typeorm';

import { memberTier, PAID_STATES, pointsForFen, type MemberTierId } from '@maison/shared';

import { MemberCheckInService } from './member-check-in.service';
import { MemberRecordsService } from './member-records.service';

export interface MemberClubStanding {
    tier: MemberTierId;
    points: number;
    nextTier: MemberTierId | null;
    pointsToNextTier: number | null;
}

/** The member's standing in the club, and the closing (注销) of their account. */
@Injectable()
export class MemberAccountService {
    constructor(
        private connection: TransactionalConnection,
        private records: MemberRecordsService,
        private sessions: SessionService,
        private eventBus: EventBus,
        private checkIns: MemberCheckInService,
    ) {}

    /** Tier and points, from the member's paid orders of goods (one point a yuan) and daily check-ins. */
    async clubStanding(ctx: RequestContext): Promise<MemberClubStanding> {
        const member = await this.records.member(ctx);
        const row = await this.connection
            .getRepository(ctx, Order)
            .createQueryBuilder('o')
            .select('COALESCE(SUM(o.subTotalWithTax + o.shippingWithTax), 0)', 'paid')
            .where('o.customerId = :id', { id: member.id })
            .andWhere('o.state IN (:...states)', { states: PAID_STATES })
            // Goods earn points; an order of no goods (a watch's repair paid) earns none.
            .andWhere((qb) => {
                const goods = qb.subQuery().select('1').from(OrderLine, 'line').where('line.orderId = o.id');
                return `EXISTS ${goods.getQuery()}`;
            })
            .getRawOne<{ paid: string | number }>();
        const points = pointsForFen(Number(row?.paid ?? 0)) + (await this.checkIns.pointsOf(ctx, member.id));
        const { tier, next } = memberTier(points);
        return { tier, points, nextTier: next?.tier ?? null, pointsToNextTier: next?.missing ?? null };
    }

    /**
     * Closes the member's account (PIPL): their name, numbers, e-mail, birthday, WeChat account and
     * addresses are removed, their sign-in methods and sessions ended, customer and user marked deleted. Orders
     * stay, with the addresses they were delivered to, as the accounting and consumer laws require;
     * the consents they gave stay as the record of what they agreed to; their check-ins go. The
     * customer's history keeps its dates and kinds of entry but not what they held (old e-mail
     * addresses, addresses); other plugins drop what they keep of the member on the CustomerEvent
     * 'deleted' (the wishlist).
     */
    async closeAccount(ctx: RequestContext): Promise<void> {
        const member = await this.records.member(ctx);
        const userId = ctx.activeUserId!;
        const now = new Date();
        await this.connection.getRepository(ctx, Address).delete({ customer: { id: member.id } });
        await this.connection.getRepository(ctx, Customer).update(
            { id: member.id },
            {
                title: '',
                firstName: '',
                lastName: '',
                phoneNumber: '',
                emailAddress: `closed-${member.id}@closed-account.invalid`,
                // The WeChat account is freed too: its owner may bind it to a new account.
                customFields: { birthday: null, gender: null, newsletter: false, wechatOpenId: null },
                deletedAt: now,
            },
        );
        const user = await this.connection.getRepository(ctx, User).findOneOrFail({ where: { id: userId } });
        const methods = await this.connection
            .getRepository(ctx, AuthenticationMethod)
            .find({ where: { user: { id: userId } } });
        if (methods.length > 0) {
            await this.connection.getRepository(ctx, AuthenticationMethod).delete({ id: In(methods.map((m) => m.id)) });
        }
        await this.connection
            .getRepository(ctx, User)
            .update({ id: userId }, { identifier: `closed-${userId}`, deletedAt: now });
        await this.connection
            .getRepository(ctx, CustomerHistoryEntry)
            .update({ customer: { id: member.id } }, { data: {} });
        await this.checkIns.forget(ctx, member.id);
        await this.sessions.deleteSessionsByUser(ctx, user);
        await this.eventBus.publish(new CustomerEvent(ctx, member, 'deleted', member.id));
    }
}
