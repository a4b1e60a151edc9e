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
        return this.statusOf(ctx, member.id, checkInDay(new Date()));
    }

    /** Checks the member in for today; a second check-in the same day gives nothing and changes nothing. */
    async checkIn(ctx: RequestContext): Promise<CheckInResult> {
        const member = await this.records.member(ctx);
        const today = checkInDay(new Date());
        const repo = this.connection.getRepository(ctx, MemberCheckIn);
        // Orders two check-ins sent at once, so the second finds the first and adds nothing.
        await this.records.lockMember(ctx, member.id);
        const rows = await repo.find({ where: { customerId: member.id, day: In([today, addDays(today, -1)]) } });
        if (rows.some((row) => row.day === today)) {
            return { awarded: 0, status: await this.statusOf(ctx, member.id, today) };
        }
        const streak = (rows[0]?.streak ?? 0) + 1;
        const points = checkInPoints(streak);
        await repo.save(new MemberCheckIn({ customerId: member.id, day: today, streak, points }));
        return { awarded: points, status: await this.statusOf(ctx, member.id, today) };
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

    private async statusOf(ctx: RequestContext, customerId: ID, today: string): Promise<CheckInStatus> {
        const window = checkInWindow(today);
        const rows = await this.connection
            .getRepository(ctx, MemberCheckIn)
            .find({ where: { customerId, day: In(window) } });
        const byDay = new Map(rows.map((row) => [row.day, row]));
        const latest = byDay.get(today) ?? byDay.get(addDays(today, -1));
        const streak = latest?.streak ?? 0;
        return {
            today,
            checkedInToday: byDay.has(today),
            streak,
            nextPoints: checkInPoints(streak + 1),
            pointsEarned: await this.pointsOf(ctx, customerId),
            days: window.map((day) => ({ day, checkedIn: byDay.has(day) })),
        };
    }
}
