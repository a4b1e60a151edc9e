import { Injectable } from '@nestjs/common';
import { addDays, checkInDay, checkInPoints, checkInWindow } from '@maison/shared';
import { ID, RequestContext, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

import { MemberCheckIn } from '../entities/member-check-in.entity';

import { MemberRecordsService } from './member-records.service';

export interface CheckInStatus {
    /** Today in China, YYYY-MM-DD. */
    today: string;
    checkedInToday: boolean;
    /** Days in a row up to today, or up to yesterday while today is still open. */
    streak: number;
    /** What the next check-in gives: today's while open, else tomorrow's. */
    nextPoints: number;
    /** Every point the member's check-ins have given. */
    pointsEarned: number;
    /** The last seven days, oldest first. */
    days: Array<{ day: string; checkedIn: boolean }>;
}

export interface CheckInResult {
    /** Points this check-in gave; 0 when today was already checked in. */
    awarded: number;
    status: CheckInStatus;
}

/**
 * The member club's daily check-in. Each row keeps the run it made, so today's standing comes
 * from today's or yesterday's row alone, however long the member has been coming back.
 */
@Injectable()
export class MemberCheckInService {
    constructor(
        private connection: TransactionalConnection,
        private records: MemberRecordsService,
    ) {}

    async status(ctx: RequestContext): Promise<CheckInStatus> {
        const member = await this.records.member(ctx);
        const today = checkInDay(new Date());
        return this.statusOf(ctx, member.id, today, await this.recent(ctx, member.id, today));
    }

    /** Checks the member in for today; a second check-in the same day gives nothing and changes nothing. */
    async checkIn(ctx: RequestContext): Promise<CheckInResult> {
        const member = await this.records.member(ctx);
        const today = checkInDay(new Date());
        // Orders two check-ins sent at once, so the second finds the first and adds nothing.
        await this.records.lockMember(ctx, member.id);
        const recent = await this.recent(ctx, member.id, today);
        if (recent.has(today)) return { awarded: 0, status: await this.statusOf(ctx, member.id, today, recent) };
        const streak = (recent.get(addDays(today, -1))?.streak ?? 0) + 1;
        const row = await this.connection
            .getRepository(ctx, MemberCheckIn)
            .save(new MemberCheckIn({ customerId: member.id, day: today, streak, points: checkInPoints(streak) }));
        recent.set(today, row);
        return { awarded: row.points, status: await this.statusOf(ctx, member.id, today, recent) };
    }

    /** All the points the member's check-ins have given. */
    async pointsOf(ctx: RequestContext, customerId: ID): Promise<number> {
        const row = await this.connection
            .getRepository(ctx, MemberCheckIn)
            .createQueryBuilder('c')
            .select('COALESCE(SUM(c.points), 0)', 'points')
            .where('c.customerId = :id', { id: customerId })
            .getRawOne<{ points: string | number }>();
        return Number(row?.points ?? 0);
    }

    /** A closed account's check-ins go with it. */
    async forget(ctx: RequestContext, customerId: ID): Promise<void> {
        await this.connection.getRepository(ctx, MemberCheckIn).delete({ customerId });
    }

    /** The member's check-ins on the days the page shows, by day. */
    private async recent(ctx: RequestContext, customerId: ID, today: string): Promise<Map<string, MemberCheckIn>> {
        const rows = await this.connection
            .getRepository(ctx, MemberCheckIn)
            .find({ where: { customerId, day: In(checkInWindow(today)) } });
        return new Map(rows.map((row) => [row.day, row]));
    }

    private async statusOf(
        ctx: RequestContext,
        customerId: ID,
        today: string,
        recent: Map<string, MemberCheckIn>,
    ): Promise<CheckInStatus> {
        const streak = (recent.get(today) ?? recent.get(addDays(today, -1)))?.streak ?? 0;
        return {
            today,
            checkedInToday: recent.has(today),
            streak,
            nextPoints: checkInPoints(streak + 1),
            pointsEarned: await this.pointsOf(ctx, customerId),
            days: checkInWindow(today).map((day) => ({ day, checkedIn: recent.has(day) })),
        };
    }
}
