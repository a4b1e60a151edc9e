import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { eventually } from '../../../../e2e/eventually';
import { signUpMember } from '../../../../e2e/members';
import { signInStaff } from '../../../../e2e/staff';
import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { awaitJobsSettled } from '../../../common/await-jobs';
import { outboxTemplateSms } from '../../membership';
import { ADMIN_LOGIN } from '../../reviews/e2e/graphql/admin-documents';
import { serviceRequestClient } from './fixtures/service-requests';
import { CREATE_WATCH_SERIAL, MY_WATCHES, REGISTER_WATCH } from './graphql/warranty-documents';
import { BOUTIQUES, CATALOGUE_SKU } from './graphql/send-my-watch-documents';
import {
    ADMIN_FIND,
    ADMIN_ORDER,
    ADMIN_REPAIR,
    ANSWER,
    GUEST_REQUEST,
    MEMBER_STANDING,
    MOVE,
    OWNER_REQUEST,
    PAY,
} from './graphql/service-repair-documents';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

interface Line {
    operation: string;
    label: string;
    priceWithTax: number;
}

interface Repair {
    id: string;
    reference: string;
    state: string;
    paymentState: string;
    orderCode: string | null;
    orderId: string | null;
    estimate: { lines: Line[]; totalWithTax: number; underWarranty: boolean } | null;
    shipment: { carrier: string; trackingCode: string; available: boolean; events: Array<{ status: string }> } | null;
    staffMoves: string[];
    ownerMoves: string[];
    underWarranty: boolean;
    suggestedEstimate: Line[];
    history: Array<{ state: string; actor: string; note: string; administratorName: string | null }>;
}

interface Moved {
    __typename: string;
    state?: string;
    paymentState?: string;
    staffMoves?: string[];
    ownerMoves?: string[];
    errorCode?: string;
    field?: string | null;
}

interface Payment {
    __typename: string;
    orderCode?: string;
    method?: string;
    instructions?: { kind: 'redirect'; url: string } | { kind: 'qr'; codeUrl: string };
    errorCode?: string;
    field?: string | null;
}

interface AdminOrder {
    state: string;
    active: boolean;
    totalWithTax: number;
    subTotalWithTax: number;
    lines: unknown[];
    surcharges: Array<{ priceWithTax: number }>;
    customFields: { serviceRequestReference: string | null; fapiaoType: string; fapiaoTitle: string | null };
    payments: Array<{
        method: string;
        state: string;
        amount: number;
        refunds: Array<{ state: string; total: number }>;
    }>;
}

describe.each(databases)('the repair of a watch sent for service on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;
    let desk: string;
    let sku: string;
    let boutique: string;
    let boutiqueName: string;
    const client = serviceRequestClient(
        () => shop,
        () => ({ sku, boutique }),
    );

    async function staffRequest(reference: string): Promise<Repair> {
        const found = await shop.admin<{ serviceRequests: { items: Array<{ id: string }> } }>(
            ADMIN_FIND,
            { reference },
            desk,
        );
        const id = found.data.serviceRequests.items[0].id;
        const detail = await shop.admin<{ serviceRequest: Repair }>(ADMIN_REPAIR, { id }, desk);
        expect(detail.errors, JSON.stringify(detail.errors)).toBeUndefined();
        return detail.data.serviceRequest;
    }

    async function move(id: string, state: string, fields: object = {}): Promise<Moved> {
        const moved = await shop.admin<{ transitionServiceRequest: Moved }>(
            MOVE,
            { input: { id, state, ...fields } },
            desk,
        );
        expect(moved.errors, JSON.stringify(moved.errors)).toBeUndefined();
        return moved.data.transitionServiceRequest;
    }

    async function moveThrough(id: string, states: string[]) {
        for (const state of states) expect(await move(id, state), state).toMatchObject({ state });
    }

    const answer = async (request: object, accept: boolean, token?: string) =>
        (await client.shopApi<{ answerServiceEstimate: Moved }>(ANSWER, { request, accept }, { token }))
            .answerServiceEstimate;

    const pay = async (input: object, token?: string) =>
        (await client.shopApi<{ payServiceEstimate: Payment }>(PAY, { input }, { token })).payServiceEstimate;

    const ownerView = async (reference: string, token: string) =>
        (await client.shopApi<{ myServiceRequest: Repair }>(OWNER_REQUEST, { reference }, { token })).myServiceRequest;

    async function order(code: string): Promise<AdminOrder> {
        const found = await shop.admin<{ orders: { items: AdminOrder[] } }>(ADMIN_ORDER, { code }, adminToken);
        expect(found.errors, JSON.stringify(found.errors)).toBeUndefined();
        return found.data.orders.items[0];
    }

    /** Pays at the sandbox's cashier the instructions point to; where the gateway sends the owner back. */
    async function payAtSandbox(payment: Payment): Promise<URL> {
        const instructions = payment.instructions!;
        const page = await fetch(instructions.kind === 'qr' ? instructions.codeUrl : instructions.url);
        expect(page.status).toBe(200);
        const session = /name="session" value="([^"]+)"/.exec(await page.text())?.[1];
        expect(session).toBeTruthy();
        const back = await fetch(`${shop.baseUrl}/sandbox-pay/${payment.method}/complete`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ session: session!, outcome: 'paid' }).toString(),
            redirect: 'manual',
        });
        return new URL(back.headers.get('location') ?? 'http://none/', shop.baseUrl);
    }

    const estimateLines = (total: number) => [
        { operation: 'full-service', label: 'Full service', priceWithTax: total - 40_000 },
        { operation: 'water-resistance', label: 'Water-resistance test', priceWithTax: 40_000 },
    ];

    beforeAll(async () => {
        shop = await startTestShop({ name: `service-repair-${db}`, db, postgresUrl: inject('postgresUrl') });
        adminToken = (
            await shop.admin(ADMIN_LOGIN, {
                username: shop.env.SUPERADMIN_USERNAME,
                password: 'e2e-superadmin-password',
            })
        ).token!;
        desk = await signInStaff(shop, adminToken, `repair-desk-${db}`, ['ManageWatchService']);
        sku = (await shop.admin<{ productVariants: { items: Array<{ sku: string }> } }>(CATALOGUE_SKU, {}, adminToken))
            .data.productVariants.items[0].sku;
        ({ slug: boutique, name: boutiqueName } = (
            await client.shopApi<{ stores: Array<{ slug: string; name: string }> }>(BOUTIQUES)
        ).stores[0]);
    }, 300_000);

    afterAll(async () => {
        await shop?.close();
    });

    it('takes a member’s request through every state, paid through the sandbox, each move in the history and told once by SMS and e-mail', async () => {
        const email = `repair-owner-${db}@example.com`;
        const owner = await signUpMember(shop, email, 'member-password-1');
        const other = await signUpMember(shop, `repair-other-${db}@example.com`, 'member-password-1');
        const { request, mobile } = await client.memberSubmits(owner, email);
        const ref = request.reference;
        let staff = await staffRequest(ref);
        expect(staff.staffMoves).toEqual(['received', 'cancelled']);
        expect(staff.underWarranty).toBe(false);
        // The owner's symptoms (stops, crown) call for a full service, at the model's price.
        expect(staff.suggestedEstimate.map((l) => l.operation)).toEqual(['full-service']);
        expect(staff.suggestedEstimate[0].priceWithTax).toBeGreaterThan(0);

        expect(await move(staff.id, 'estimateSent')).toMatchObject({
            errorCode: 'SERVICE_TRANSITION_NOT_ALLOWED',
        });
        expect(await move('no-such-id', 'received')).toMatchObject({ errorCode: 'SERVICE_REQUEST_NOT_FOUND' });
        await moveThrough(staff.id, ['received', 'inspected']);
        expect(await move(staff.id, 'estimateSent', { estimateLines: [] })).toMatchObject({
            errorCode: 'INVALID_SERVICE_ESTIMATE',
        });
        expect(
            await move(staff.id, 'estimateSent', {
                estimateLines: [{ operation: 'full-service', label: 'Full service', priceWithTax: -1 }],
            }),
        ).toMatchObject({ errorCode: 'INVALID_SERVICE_ESTIMATE', field: '0.priceWithTax' });
        const sent = await move(staff.id, 'estimateSent', {
            estimateLines: estimateLines(420_000),
            note: 'The crown tube is worn.',
        });
        expect(sent).toMatchObject({ state: 'estimateSent', paymentState: 'notDue' });
        // Only the owner answers an estimate.
        expect(await move(staff.id, 'estimateAccepted')).toMatchObject({
            errorCode: 'SERVICE_TRANSITION_NOT_ALLOWED',
        });
        expect(await answer({ reference: ref }, true, other)).toMatchObject({ errorCode: 'SERVICE_REQUEST_NOT_FOUND' });
        expect(await answer({ reference: ref }, true)).toMatchObject({ errorCode: 'SERVICE_REQUEST_NOT_FOUND' });

        const before = await ownerView(ref, owner);
        expect(before.ownerMoves).toEqual(['estimateAccepted', 'estimateDeclined']);
        expect(before.estimate).toMatchObject({ totalWithTax: 420_000, underWarranty: false });
        expect(await answer({ reference: ref }, true, owner)).toMatchObject({
            state: 'estimateAccepted',
            paymentState: 'due',
            ownerMoves: [],
        });
        expect(await answer({ reference: ref }, false, owner)).toMatchObject({
            errorCode: 'SERVICE_TRANSITION_NOT_ALLOWED',
        });
        expect(await move(staff.id, 'inRepair')).toMatchObject({ errorCode: 'SERVICE_ESTIMATE_NOT_PAID' });

        // Paid as an order of its own: not the member's bag, no stock, no delivery, no points.
        const { points } = (
            await client.shopApi<{ memberClub: { points: number } }>(MEMBER_STANDING, {}, { token: owner })
        ).memberClub;
        expect(
            await pay(
                {
                    request: { reference: ref },
                    method: 'alipay',
                    channel: 'desktop',
                    fapiao: { fapiaoType: 'company', fapiaoTitle: '上海某某贸易有限公司', fapiaoTaxId: '123' },
                },
                owner,
            ),
        ).toMatchObject({ errorCode: 'INVALID_SERVICE_REQUEST_INPUT', field: 'fapiaoTaxId' });
        expect(await pay({ request: { reference: ref }, method: 'cash', channel: 'desktop' }, owner)).toMatchObject({
            errorCode: 'INVALID_SERVICE_REQUEST_INPUT',
            field: 'method',
        });
        expect(await pay({ request: { reference: ref }, method: 'alipay', channel: 'desktop' }, other)).toMatchObject({
            errorCode: 'SERVICE_REQUEST_NOT_FOUND',
        });
        const payment = await pay(
            {
                request: { reference: ref },
                method: 'alipay',
                channel: 'desktop',
                fapiao: { fapiaoType: 'personal' },
            },
            owner,
        );
        expect(payment.__typename, JSON.stringify(payment)).toBe('ServiceEstimatePayment');
        expect(payment.instructions?.kind).toBe('redirect');
        const standing = await client.shopApi<{ activeOrder: { id: string } | null }>(
            MEMBER_STANDING,
            {},
            {
                token: owner,
            },
        );
        expect(standing.activeOrder).toBeNull();
        expect((await ownerView(ref, owner)).paymentState).toBe('pending');

        const back = await payAtSandbox(payment);
        expect(back.pathname).toBe(`/my-account/service-requests/${ref}`);
        await eventually(async () => (await ownerView(ref, owner)).paymentState === 'paid', 'the payment recorded');
        const paid = await order(payment.orderCode!);
        expect(paid).toMatchObject({
            state: 'PaymentSettled',
            totalWithTax: 420_000,
            lines: [],
            customFields: { serviceRequestReference: ref, fapiaoType: 'personal' },
        });
        expect(paid.payments).toEqual([
            expect.objectContaining({ method: 'alipay', state: 'Settled', amount: 420_000 }),
        ]);
        const after = await client.shopApi<{ memberClub: { points: number } }>(MEMBER_STANDING, {}, { token: owner });
        expect(after.memberClub.points).toBe(points);
        expect(await pay({ request: { reference: ref }, method: 'alipay', channel: 'desktop' }, owner)).toMatchObject({
            errorCode: 'SERVICE_PAYMENT_NOT_DUE',
        });

        await moveThrough(staff.id, ['inRepair', 'qualityControl', 'inRepair', 'qualityControl']);
        expect(await move(staff.id, 'shippedBack', { carrier: 'SF Express', trackingCode: '#' })).toMatchObject({
            errorCode: 'INVALID_TRACKING',
            field: 'trackingCode',
        });
        expect(
            await move(staff.id, 'shippedBack', { carrier: 'SF Express', trackingCode: 'SF1234567890' }),
        ).toMatchObject({ state: 'shippedBack', staffMoves: ['closed'] });
        expect((await ownerView(ref, owner)).shipment).toMatchObject({
            carrier: 'SF Express',
            trackingCode: 'SF1234567890',
            available: true,
            events: [{ status: 'inTransit' }, { status: 'collected' }],
        });
        expect(await move(staff.id, 'closed', { note: 'Thank you.' })).toMatchObject({
            state: 'closed',
            staffMoves: [],
        });
        expect(await move(staff.id, 'cancelled')).toMatchObject({ errorCode: 'SERVICE_TRANSITION_NOT_ALLOWED' });

        staff = await staffRequest(ref);
        const moves = [
            'received',
            'inspected',
            'estimateSent',
            'estimateAccepted',
            'inRepair',
            'qualityControl',
            'inRepair',
            'qualityControl',
            'shippedBack',
            'closed',
        ];
        expect(staff.history.map((h) => h.state)).toEqual(['submitted', ...moves]);
        expect(staff.history.map((h) => h.actor)).toEqual([
            'owner',
            'staff',
            'staff',
            'staff',
            'owner',
            ...Array(6).fill('staff'),
        ]);
        expect(staff.history[3]).toMatchObject({
            note: 'The crown tube is worn.',
            administratorName: expect.any(String),
        });
        expect(staff.history[3].administratorName).not.toBe('');
        expect(staff.history[4].administratorName).toBeNull();
        expect(staff.shipment?.events[0].status).toBe('delivered');

        // One SMS and one e-mail for each move, each naming its state.
        const sms = await eventually(async () => {
            await awaitJobsSettled(shop.app);
            const sent = await outboxTemplateSms(shop.env.SMS_OUTBOX_DIR, mobile, 'serviceRequestUpdated');
            return sent.length >= moves.length ? sent : undefined;
        }, 'an SMS for each move');
        expect(sms).toHaveLength(moves.length);
        expect(sms.every((m) => m.params.ref === ref)).toBe(true);
        expect(sms.find((m) => m.text.includes('¥4,200'))).toBeTruthy();
        const updates = () => client.mailsTo(email, ref).filter((m) => !m.subject.startsWith('送修申请已收到'));
        await eventually(() => updates().length >= moves.length, 'a mail for each move');
        expect(updates()).toHaveLength(moves.length);

        // The member's data download carries the estimate and how it was paid.
        const download = (
            await client.shopApi<{ myPersonalData: { serviceRequests: Array<Record<string, unknown>> } }>(
                'query { myPersonalData }',
                {},
                { token: owner },
            )
        ).myPersonalData.serviceRequests[0];
        expect(download).toMatchObject({ reference: ref, paymentState: 'paid', estimate: { totalWithTax: 420_000 } });
    });

    it('lets a guest decline an estimate with their pass, then sends the watch back unrepaired', async () => {
        const email = `repair-guest-${db}@example.com`;
        const { request } = await client.guestSubmits(undefined, {
            email,
            travel: { travelMode: 'dropOff', dropOffStoreSlug: boutique },
        });
        // The submission's mail names the boutique the watch is left at.
        await awaitJobsSettled(shop.app);
        expect(client.mailsTo(email, boutiqueName)).toHaveLength(1);
        const staff = await staffRequest(request.reference);
        await moveThrough(staff.id, ['received', 'inspected']);
        await move(staff.id, 'estimateSent', { estimateLines: estimateLines(200_000) });
        const pass = { accessToken: request.accessToken };
        const forged = { accessToken: `${request.accessToken!.slice(0, -4)}AAAA` };
        expect(await answer(forged, false)).toMatchObject({ errorCode: 'SERVICE_REQUEST_NOT_FOUND' });
        // A guest cannot pass for a member by naming the reference.
        expect(await answer({ reference: request.reference }, false)).toMatchObject({
            errorCode: 'SERVICE_REQUEST_NOT_FOUND',
        });
        expect(await answer(pass, false)).toMatchObject({ state: 'estimateDeclined', paymentState: 'notDue' });
        expect(await pay({ request: pass, method: 'wechatpay', channel: 'mobile' })).toMatchObject({
            errorCode: 'SERVICE_PAYMENT_NOT_DUE',
        });
        expect(await move(staff.id, 'inRepair')).toMatchObject({ errorCode: 'SERVICE_TRANSITION_NOT_ALLOWED' });
        expect(await move(staff.id, 'shippedBack', { carrier: 'EMS', trackingCode: 'EE123456789CN' })).toMatchObject({
            state: 'shippedBack',
        });
        const seen = (
            await client.shopApi<{ serviceRequestByAccess: Repair }>(GUEST_REQUEST, {
                accessToken: request.accessToken,
            })
        ).serviceRequestByAccess;
        expect(seen).toMatchObject({ state: 'shippedBack', paymentState: 'notDue', orderCode: null });
    });

    it('refunds a paid repair through its gateway when staff cancel it', async () => {
        const { request } = await client.guestSubmits();
        const pass = { accessToken: request.accessToken };
        const staff = await staffRequest(request.reference);
        await moveThrough(staff.id, ['received', 'inspected']);
        await move(staff.id, 'estimateSent', { estimateLines: estimateLines(150_000) });
        await answer(pass, true);
        const payment = await pay({ request: pass, method: 'wechatpay', channel: 'desktop' });
        expect(payment.instructions?.kind).toBe('qr');
        // Scanned with a phone: WeChat sends no browser back.
        await payAtSandbox(payment);
        const view = async () =>
            (
                await client.shopApi<{ serviceRequestByAccess: Repair }>(GUEST_REQUEST, {
                    accessToken: request.accessToken,
                })
            ).serviceRequestByAccess;
        await eventually(async () => (await view()).paymentState === 'paid', 'the payment recorded');
        await move(staff.id, 'inRepair');
        expect(await move(staff.id, 'cancelled', { note: 'A part is no longer made.' })).toMatchObject({
            state: 'cancelled',
            paymentState: 'refunded',
        });
        const cancelled = await order(payment.orderCode!);
        expect(cancelled.state).toBe('Cancelled');
        expect(cancelled.payments[0].refunds).toEqual([expect.objectContaining({ total: 150_000 })]);
        expect(cancelled.payments[0].refunds[0].state).not.toBe('Failed');
    });

    it('charges nothing for a watch under warranty, and lists the visit on its warranty card', async () => {
        const serial = `WR${db === 'sqlite' ? 'S' : 'P'}20260101`;
        const created = await shop.admin<{ createWatchSerial: { __typename: string; cardCode: string } }>(
            CREATE_WATCH_SERIAL,
            { input: { serial, sku, manufacturedOn: '2025-06-01', soldOn: '2026-01-10', salePlace: 'Shanghai' } },
            adminToken,
        );
        expect(created.data.createWatchSerial.__typename, JSON.stringify(created)).toBe('CreatedWatchSerial');
        const email = `repair-warranty-${db}@example.com`;
        const owner = await signUpMember(shop, email, 'member-password-1');
        const registered = await client.shopApi<{ registerWatch: { __typename: string } }>(
            REGISTER_WATCH,
            { input: { serial, cardCode: created.data.createWatchSerial.cardCode } },
            { token: owner },
        );
        expect(registered.registerWatch.__typename).toBe('WarrantyCard');
        const { request } = await client.memberSubmits(owner, email, { watch: { serialNumber: serial } });
        const cards = (
            await client.shopApi<{ myWatches: Array<{ serviceHistory: Array<{ reference: string }> }> }>(
                MY_WATCHES,
                {},
                { token: owner },
            )
        ).myWatches;
        expect(cards[0].serviceHistory.map((visit) => visit.reference)).toEqual([request.reference]);
        const staff = await staffRequest(request.reference);
        expect(staff.underWarranty).toBe(true);
        await moveThrough(staff.id, ['received', 'inspected']);
        await move(staff.id, 'estimateSent', { estimateLines: estimateLines(380_000) });
        const mine = { reference: request.reference };
        expect(await answer(mine, true, owner)).toMatchObject({ state: 'estimateAccepted', paymentState: 'notDue' });
        expect((await ownerView(request.reference, owner)).estimate).toMatchObject({
            totalWithTax: 0,
            underWarranty: true,
        });
        expect(await pay({ request: mine, method: 'alipay', channel: 'desktop' }, owner)).toMatchObject({
            errorCode: 'SERVICE_PAYMENT_NOT_DUE',
        });
        expect(await move(staff.id, 'inRepair')).toMatchObject({ state: 'inRepair' });
    });
});
