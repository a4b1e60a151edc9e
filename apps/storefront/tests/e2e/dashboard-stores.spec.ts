import path from 'node:path';

import type { APIRequestContext, Page } from '@playwright/test';

import { E2E_SERVER_URL, E2E_VAR_DIR } from '../../playwright.config';
import { DASHBOARD, signInToDashboard } from './dashboard-session';
import { expect, test } from './fixtures';
import { freshMobile, smsCodeFor, smsTextFor } from './members';
import { adminApi, adminToken } from './shop-api';

/**
 * The stores plugin's pages in the staff dashboard, as staff use them: an appointment a guest
 * booked is confirmed from the day's list and the visitor texted; a store's phone changed on its
 * page shows on the storefront's boutique page; closing a day that has a booking says how many
 * it cancels, and once staff confirm, the booking is cancelled and the visitor texted.
 */

const STORE = 'beijing-skp';
/** Its name as the dashboard shows it, in the content language (the shop's Chinese, or English). */
const STORE_NAME = /北京SKP精品店|SKP Beijing Boutique/;

interface Booking {
    id: string;
    reference: string;
    mobile: string;
    date: string;
}

const octet = () => 1 + Math.floor(Math.random() * 250);

/** A Shop API call from a client address of its own, so the per-address limits never count. */
async function shop<T>(request: APIRequestContext, query: string, variables: object = {}): Promise<T> {
    const res = await request.post(`${E2E_SERVER_URL}/shop-api`, {
        headers: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
        data: { query, variables },
    });
    const body = (await res.json()) as { data: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
}

/** A date in Beijing `days` from today. */
function dayFromToday(days: number): string {
    return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first day from `fromDays` ahead on which the store has a free slot, and that slot. */
async function freeSlot(request: APIRequestContext, fromDays: number): Promise<{ date: string; start: string }> {
    for (let days = fromDays; days < fromDays + 30; days++) {
        const date = dayFromToday(days);
        const { appointmentSlots } = await shop<{ appointmentSlots: Array<{ start: string; remaining: number }> }>(
            request,
            `query ($s: String!, $d: String!) { appointmentSlots(storeSlug: $s, date: $d) { start remaining } }`,
            { s: STORE, d: date },
        );
        const slot = appointmentSlots.find((s) => s.remaining > 0);
        if (slot) return { date, start: slot.start };
    }
    throw new Error('no free slot');
}

/** A guest's booking, the mobile proven by the code the outbox holds, as a visitor books. */
async function bookAsGuest(request: APIRequestContext, fromDays: number): Promise<Booking> {
    const mobile = freshMobile();
    const { localCaptchaChallenge } = await shop<{ localCaptchaChallenge: object }>(
        request,
        'query { localCaptchaChallenge { randstr ticket } }',
    );
    await shop(
        request,
        `mutation ($m: String!, $c: SmsCaptchaInput!) { requestAppointmentCode(mobile: $m, captcha: $c) { __typename } }`,
        { m: mobile, c: localCaptchaChallenge },
    );
    const smsCode = await smsCodeFor(mobile);
    const { date, start } = await freeSlot(request, fromDays);
    const { bookAppointment } = await shop<{ bookAppointment: { __typename: string; id: string; reference: string } }>(
        request,
        `mutation ($input: BookAppointmentInput!) {
            bookAppointment(input: $input) { __typename ... on Appointment { id reference } }
        }`,
        {
            input: {
                storeSlug: STORE,
                purpose: 'engraving',
                date,
                slotStart: start,
                name: '李静',
                mobile,
                smsCode,
                privacyConsent: true,
            },
        },
    );
    expect(bookAppointment.__typename).toBe('Appointment');
    return { id: bookAppointment.id, reference: bookAppointment.reference, mobile, date };
}

async function stateOf(request: APIRequestContext, id: string): Promise<string> {
    const token = await adminToken(request);
    const data = await adminApi(request, token, `query ($id: ID!) { appointment(id: $id) { id state } }`, { id });
    return String(data.appointment.state);
}

interface SavedStore {
    id: string;
    phone: string;
    openingHours: Array<{ weekday: string; opens: string | null; closes: string | null }>;
}

/** The store as the Admin API holds it. */
async function storeAsSaved(request: APIRequestContext): Promise<SavedStore> {
    const token = await adminToken(request);
    const data = await adminApi(
        request,
        token,
        `query ($slug: String!) {
            stores(options: { filter: { slug: { eq: $slug } } }) { items { id phone openingHours { weekday opens closes } } }
        }`,
        { slug: STORE },
    );
    return (data.stores as unknown as { items: SavedStore[] }).items[0];
}

async function shot(page: Page, name: string) {
    await page.screenshot({ path: path.join(E2E_VAR_DIR, 'screenshots', `${name}.png`), fullPage: true });
}

test.describe('staff dashboard: stores, closed days and appointments', () => {
    test.setTimeout(120_000);

    test('staff confirm a guest’s appointment in the day’s list, and the visitor is texted', async ({
        page,
        request,
    }) => {
        const booking = await bookAsGuest(request, 3);
        await signInToDashboard(page);
        await page.goto(`${DASHBOARD}/appointments`);
        await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
        await page.getByLabel('Date', { exact: true }).fill(booking.date);
        const row = page.getByRole('row').filter({ hasText: booking.reference });
        await expect(row).toContainText('Engraving');
        await expect(row).toContainText(booking.mobile);
        await expect(row).toContainText('Requested');
        // A requested appointment may be confirmed, cancelled or marked; nothing else is offered.
        const moves = row.getByRole('button', { name: /^(Confirm|Cancel|Mark no-show)$/ });
        await expect(moves).toHaveText(['Confirm', 'Cancel', 'Mark no-show']);
        await shot(page, 'appointments-requested');

        await row.getByRole('button', { name: 'Confirm' }).click();
        await expect(page.getByText('Appointment confirmed; the visitor is told by SMS')).toBeVisible();
        await expect(row).toContainText('Confirmed');
        await expect(moves).toHaveText(['Cancel', 'Mark no-show']);
        expect(await stateOf(request, booking.id)).toBe('confirmed');
        await smsTextFor(booking.mobile, 'appointmentConfirmed');
        await shot(page, 'appointments-confirmed');
    });

    test('staff change a store’s phone on its page, and the boutique page shows it', async ({ page, request }) => {
        // The run shares one shop: the store is given back as it was afterwards.
        const before = await storeAsSaved(request);
        try {
            await signInToDashboard(page);
            await page.goto(`${DASHBOARD}/stores`);
            await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
            await page.getByRole('button', { name: STORE_NAME }).click();
            await expect(page.getByRole('heading', { level: 1 })).toContainText('北京SKP精品店');
            await expect(page.getByLabel('Store name').first()).toHaveValue('北京SKP精品店');
            const phone = `010-6530 ${String(1000 + Math.floor(Math.random() * 8999))}`;
            await page.getByLabel('Phone').fill(phone);
            // Closed on Mondays from now on.
            await page.locator('[data-weekday="monday"]').getByLabel('Open', { exact: true }).uncheck();
            await shot(page, 'store-detail');
            await page.getByRole('button', { name: 'Save' }).click();
            await expect(page.getByText('Store saved')).toBeVisible();

            const saved = await storeAsSaved(request);
            expect(saved.phone).toBe(phone);
            expect(saved.openingHours.find((h) => h.weekday === 'monday')?.opens).toBeNull();

            await page.goto(`/stores/morvaux-boutiques/${STORE}`);
            await expect(page.locator('main')).toContainText(phone);
        } finally {
            const token = await adminToken(request);
            await adminApi(
                request,
                token,
                `mutation ($input: UpdateStoreInput!) { updateStore(input: $input) { __typename } }`,
                { input: { id: before.id, phone: before.phone, openingHours: before.openingHours } },
            );
            expect((await storeAsSaved(request)).phone).toBe(before.phone);
        }
    });

    test('closing a day that has a booking says how many it cancels, and cancels it once staff confirm', async ({
        page,
        request,
    }) => {
        const booking = await bookAsGuest(request, 12);
        await signInToDashboard(page);
        await page.goto(`${DASHBOARD}/store-calendar`);
        await expect(page.getByRole('heading', { level: 1, name: 'Closed and working days' })).toBeVisible();
        await page.getByLabel('Date').fill(booking.date);
        await page.getByLabel('Kind').selectOption('closed');
        const store = page.locator('#calendar-store option').filter({ hasText: STORE_NAME });
        await page.getByLabel('Store', { exact: true }).selectOption((await store.getAttribute('value'))!);
        await page.getByLabel('Note').fill('店庆闭店');
        await page.getByRole('button', { name: 'Add', exact: true }).click();

        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toContainText('1 appointment will be cancelled and the visitor told by SMS.');
        await shot(page, 'calendar-confirm');
        // Keeping the day open changes nothing.
        await dialog.getByRole('button', { name: 'Keep the day open' }).click();
        await expect(dialog).toBeHidden();
        expect(await stateOf(request, booking.id)).toBe('requested');

        await page.getByRole('button', { name: 'Add', exact: true }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Close and cancel them' }).click();
        await expect(
            page.getByText('Day closed; its appointments are cancelled and each visitor told by SMS'),
        ).toBeVisible();
        const entry = page.locator(`tr[data-date="${booking.date}"]`);
        await expect(entry).toContainText('Closed day');
        await expect(entry).toContainText(STORE_NAME);
        await shot(page, 'calendar-closed');
        expect(await stateOf(request, booking.id)).toBe('cancelled');
        await smsTextFor(booking.mobile, 'appointmentCancelled');

        // The day is removed again, so the store opens that day.
        await entry.getByRole('button', { name: 'Remove' }).click();
        await expect(entry).toHaveCount(0);
    });
});
