import { addDays, CHECK_IN_POINTS, CHECK_IN_WEEK_POINTS, checkInDay } from '@maison/shared';
import { TransactionalConnection } from '@vendure/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { signUpMember } from '../../../../e2e/members';
import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { MemberCheckIn } from '../entities/member-check-in.entity';
import type { CheckInStatus } from '../services/member-check-in.service';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

const STATUS_FIELDS = /* GraphQL */ `
    today
    checkedInToday
    streak
    nextPoints
    pointsEarned
    days {
        day
        checkedIn
    }
`;

const STATUS = `query { memberCheckIn { ${STATUS_FIELDS} } }`;
const CHECK_IN = `mutation { checkInToday { awarded checkIn { ${STATUS_FIELDS} } } }`;
const CLUB = `query { memberClub { points } }`;
const ME = `query { activeCustomer { id } }`;
const CLOSE = `mutation { closeMyAccount(confirm: true) { ... on Success { success } } }`;

type Status = CheckInStatus;
interface CheckInAnswer {
    checkInToday: { awarded: number; checkIn: Status };
}

describe.each(databases)('the daily check-in on %s', (db) => {
    let shop: TestShop;
    const member = (name: string) => signUpMember(shop, `${name}.checkin.${db}@example.cn`, 'Check-in-2026', name);
    const rows = () => shop.app.get(TransactionalConnection).rawConnection.getRepository(MemberCheckIn);
    const idOf = async (token: string) =>
        (await shop.shop<{ activeCustomer: { id: string } }>(ME, {}, token)).data.activeCustomer.id;

    beforeAll(async () => {
        shop = await startTestShop({ name: `check-in-${db}`, db, postgresUrl: inject('postgresUrl') });
    }, 240_000);

    afterAll(() => shop?.close());

    it('refuses a guest', async () => {
        for (const query of [STATUS, CHECK_IN]) {
            const answer = await shop.shop(query, {});
            expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        }
    });

    it('checks a member in once a day, gives the points once and counts them in the club', async () => {
        const erin = await member('erin');
        const today = checkInDay(new Date());
        const before = await shop.shop<{ memberCheckIn: Status }>(STATUS, {}, erin);
        expect(before.data.memberCheckIn).toMatchObject({
            today,
            checkedInToday: false,
            streak: 0,
            nextPoints: CHECK_IN_POINTS,
            pointsEarned: 0,
        });
        expect(before.data.memberCheckIn.days.map((d) => d.day)).toEqual(
            [6, 5, 4, 3, 2, 1, 0].map((n) => addDays(today, -n)),
        );
        expect(before.data.memberCheckIn.days.every((d) => !d.checkedIn)).toBe(true);

        const first = await shop.shop<CheckInAnswer>(CHECK_IN, {}, erin);
        expect(first.data.checkInToday.awarded).toBe(CHECK_IN_POINTS);
        expect(first.data.checkInToday.checkIn).toMatchObject({
            checkedInToday: true,
            streak: 1,
            pointsEarned: CHECK_IN_POINTS,
        });
        expect(first.data.checkInToday.checkIn.days.at(-1)).toEqual({ day: today, checkedIn: true });

        const again = await shop.shop<CheckInAnswer>(CHECK_IN, {}, erin);
        expect(again.data.checkInToday.awarded).toBe(0);
        expect(again.data.checkInToday.checkIn.pointsEarned).toBe(CHECK_IN_POINTS);
        const club = await shop.shop<{ memberClub: { points: number } }>(CLUB, {}, erin);
        expect(club.data.memberClub.points).toBe(CHECK_IN_POINTS);
        expect(await rows().count({ where: { customerId: await idOf(erin) } })).toBe(1);
    });

    it('gives one check-in for two sent at once', async () => {
        const finn = await member('finn');
        const answers = await Promise.all([
            shop.shop<CheckInAnswer>(CHECK_IN, {}, finn),
            shop.shop<CheckInAnswer>(CHECK_IN, {}, finn),
        ]);
        expect(answers.map((a) => a.errors)).toEqual([undefined, undefined]);
        expect(answers.map((a) => a.data.checkInToday.awarded).sort()).toEqual([0, CHECK_IN_POINTS]);
        expect(await rows().count({ where: { customerId: await idOf(finn) } })).toBe(1);
    });

    it('carries the run on from yesterday, gives the week bonus on the seventh day and breaks on a missed day', async () => {
        const gina = await member('gina');
        const today = checkInDay(new Date());
        const customerId = await idOf(gina);
        // Six days in a row up to yesterday, and one older day before a gap.
        await rows().save(
            [7, 6, 5, 4, 3, 2, 1].map(
                (n) =>
                    new MemberCheckIn({
                        customerId,
                        day: addDays(today, n === 7 ? -9 : -n),
                        streak: n === 7 ? 1 : 7 - n,
                        points: CHECK_IN_POINTS,
                    }),
            ),
        );
        const before = await shop.shop<{ memberCheckIn: Status }>(STATUS, {}, gina);
        expect(before.data.memberCheckIn).toMatchObject({
            checkedInToday: false,
            streak: 6,
            nextPoints: CHECK_IN_WEEK_POINTS,
        });
        const seventh = await shop.shop<CheckInAnswer>(CHECK_IN, {}, gina);
        expect(seventh.data.checkInToday.awarded).toBe(CHECK_IN_WEEK_POINTS);
        expect(seventh.data.checkInToday.checkIn).toMatchObject({
            streak: 7,
            nextPoints: CHECK_IN_POINTS,
            pointsEarned: 7 * CHECK_IN_POINTS + CHECK_IN_WEEK_POINTS,
        });
        expect(seventh.data.checkInToday.checkIn.days.every((d) => d.checkedIn)).toBe(true);

        const hana = await member('hana');
        const hanasId = await idOf(hana);
        await rows().save(new MemberCheckIn({ customerId: hanasId, day: addDays(today, -2), streak: 6, points: 5 }));
        const broken = await shop.shop<CheckInAnswer>(CHECK_IN, {}, hana);
        expect(broken.data.checkInToday.awarded).toBe(CHECK_IN_POINTS);
        expect(broken.data.checkInToday.checkIn.streak).toBe(1);
    });

    it("keeps each member's check-ins their own and drops them when the account is closed", async () => {
        const ivan = await member('ivan');
        const jade = await member('jade');
        await shop.shop(CHECK_IN, {}, ivan);
        const jades = await shop.shop<{ memberCheckIn: Status }>(STATUS, {}, jade);
        expect(jades.data.memberCheckIn).toMatchObject({ checkedInToday: false, pointsEarned: 0 });

        const ivansId = await idOf(ivan);
        expect(await rows().count({ where: { customerId: ivansId } })).toBe(1);
        await shop.shop(CLOSE, {}, ivan);
        expect(await rows().count({ where: { customerId: ivansId } })).toBe(0);
    });
});
