import { MAX_SERVICE_PHOTO_BYTES, pickupDays } from '@maison/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { signUpMember } from '../../../../e2e/members';
import { signInStaff } from '../../../../e2e/staff';
import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { awaitJobsSettled } from '../../../common/await-jobs';
import { latestOutboxSms, outboxTemplateSms } from '../../membership';
import { type DraftAnswer, serviceRequestClient, type SubmittedRequest } from './fixtures/service-requests';
import { ADMIN_LOGIN } from '../../reviews/e2e/graphql/admin-documents';
import {
    ADMIN_REQUEST,
    ADMIN_REQUESTS,
    BOUTIQUES,
    BY_ACCESS,
    CATALOGUE_SKU,
    DRAFT,
    MY_REQUEST,
    MY_REQUESTS,
    PICKUP_DAYS,
    REQUEST_CODE,
    START,
    SUBMIT,
    TRACK,
    TRACK_CODE,
} from './graphql/send-my-watch-documents';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

type Draft = DraftAnswer;
type Request = SubmittedRequest;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

describe.each(databases)('send my watch on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;
    let sku: string;
    let boutique: string;
    const client = serviceRequestClient(
        () => shop,
        () => ({ sku, boutique }),
    );
    const { newClient, newNumber, shopApi, challenge, save, watchStep, fullDraft, mailsTo } = client;

    async function upload(key: string, bytes: Buffer, opts: { token?: string; type?: string } = {}) {
        const res = await fetch(`${shop.baseUrl}/service-photos`, {
            method: 'POST',
            headers: {
                'content-type': opts.type ?? 'application/octet-stream',
                'x-service-draft': key,
                ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
            },
            body: new Uint8Array(bytes),
        });
        return { status: res.status, body: (await res.json()) as { id?: string; errorCode?: string } };
    }

    /** A guest's submission of a full draft with a photo, the mobile proven by the code from the outbox. */
    const guestSubmits = (mobile = newNumber()) =>
        client.guestSubmits(mobile, {
            beforeSubmit: async (key) => expect((await upload(key, PNG, { type: 'image/png' })).status).toBe(201),
        });

    beforeAll(async () => {
        shop = await startTestShop({ name: `send-my-watch-${db}`, db, postgresUrl: inject('postgresUrl') });
        adminToken = (
            await shop.admin(ADMIN_LOGIN, {
                username: shop.env.SUPERADMIN_USERNAME,
                password: 'e2e-superadmin-password',
            })
        ).token!;
        sku = (await shop.admin<{ productVariants: { items: Array<{ sku: string }> } }>(CATALOGUE_SKU, {}, adminToken))
            .data.productVariants.items[0].sku;
        boutique = (await shopApi<{ stores: Array<{ slug: string }> }>(BOUTIQUES)).stores[0].slug;
    }, 300_000);

    afterAll(async () => {
        await shop?.close();
    });

    it('keeps each step on the server in order and refuses what the rules or the catalogue refuse', async () => {
        const { key, draft } = (await shopApi<{ startServiceRequest: { key: string; draft: Draft } }>(START))
            .startServiceRequest;
        expect(draft.nextStep).toBe('watch');
        expect(draft.needsSmsCode).toBe(true);
        const early = await save(key, 'contact', { name: 'A', mobile: '13800138000', email: 'a@example.com' });
        expect(early).toMatchObject({ errorCode: 'SERVICE_STEP_MISSING', field: 'watch' });
        expect(await save(key, 'watch', watchStep({ serialNumber: 'X1' }))).toMatchObject({
            errorCode: 'INVALID_SERVICE_REQUEST_INPUT',
            field: 'serialNumber',
        });
        expect(await save(key, 'watch', watchStep({ sku: 'NO-SUCH-MODEL' }))).toMatchObject({
            errorCode: 'INVALID_SERVICE_REQUEST_INPUT',
            field: 'sku',
        });
        expect(await save(key, 'watch', watchStep({ purchaseDate: '2999-01-01' }))).toMatchObject({
            errorCode: 'INVALID_SERVICE_REQUEST_INPUT',
            field: 'purchaseDate',
        });
        expect(await save(key, 'watch', watchStep({ purchaseStoreSlug: 'no-such-boutique' }))).toMatchObject({
            errorCode: 'INVALID_SERVICE_REQUEST_INPUT',
            field: 'purchaseStoreSlug',
        });
        const saved = await save(key, 'watch', watchStep());
        expect(saved.nextStep).toBe('problem');
        expect(saved.watch).toMatchObject({ sku, serialNumber: 'MX123456', hasWarrantyCard: true });
        // A reload reads the same draft back.
        const again = (await shopApi<{ serviceRequestDraft: Draft }>(DRAFT, { key })).serviceRequestDraft;
        expect(again.nextStep).toBe('problem');
        expect(again.watch).toMatchObject({ serialNumber: 'MX123456' });
        const days = (await shopApi<{ serviceRequestPickupDays: string[] }>(PICKUP_DAYS)).serviceRequestPickupDays;
        expect(days).toEqual(pickupDays());
    });

    it('takes photos by their bytes only, up to 5 MB and five of them', async () => {
        const { key } = (await shopApi<{ startServiceRequest: { key: string } }>(START)).startServiceRequest;
        const named = await upload(key, Buffer.from('GIF89a not a jpeg at all'), { type: 'image/jpeg' });
        expect(named).toEqual({ status: 415, body: { errorCode: 'PHOTO_TYPE_NOT_ALLOWED' } });
        const large = Buffer.alloc(MAX_SERVICE_PHOTO_BYTES + 1);
        JPEG.copy(large);
        expect(await upload(key, large, { type: 'image/jpeg' })).toEqual({
            status: 413,
            body: { errorCode: 'PHOTO_TOO_LARGE' },
        });
        expect((await upload('not-a-draft-key', JPEG)).body.errorCode).toBe('SERVICE_REQUEST_NOT_FOUND');
        for (let i = 0; i < 5; i++) expect((await upload(key, i % 2 ? PNG : JPEG)).status).toBe(201);
        expect(await upload(key, JPEG)).toEqual({ status: 409, body: { errorCode: 'TOO_MANY_PHOTOS' } });
        const draft = (await shopApi<{ serviceRequestDraft: Draft }>(DRAFT, { key })).serviceRequestDraft;
        expect(draft.photos.map((p) => p.mimeType)).toEqual([
            'image/jpeg',
            'image/png',
            'image/jpeg',
            'image/png',
            'image/jpeg',
        ]);
    });

    it('submits a guest request with the code sent to its mobile: one SMS and one e-mail', async () => {
        const mobile = newNumber();
        const key = await fullDraft(mobile, undefined, 'guest-one@example.com');
        const refused = (await shopApi<{ submitServiceRequest: Request }>(SUBMIT, { key, privacyConsent: true }))
            .submitServiceRequest;
        expect(refused.errorCode).toBe('SMS_CODE_NONE');
        const noConsent = (
            await shopApi<{ submitServiceRequest: Request }>(SUBMIT, { key, privacyConsent: false, smsCode: '000000' })
        ).submitServiceRequest;
        expect(noConsent).toMatchObject({ errorCode: 'INVALID_SERVICE_REQUEST_INPUT', field: 'privacyConsent' });
        const ip = newClient();
        await shopApi(REQUEST_CODE, { key, captcha: await challenge(ip) }, { ip });
        const smsCode = (await latestOutboxSms(shop.env.SMS_OUTBOX_DIR, mobile))!.code;
        const request = (
            await shopApi<{ submitServiceRequest: Request }>(SUBMIT, { key, privacyConsent: true, smsCode })
        ).submitServiceRequest;
        expect(request.reference).toMatch(/^SV-[34679ACDEFGHJKMNPQRTWXY]{8}$/);
        expect(request.state).toBe('submitted');
        expect(request.history).toEqual([expect.objectContaining({ state: 'submitted', actor: 'owner' })]);
        expect(request.accessToken).toBeTruthy();
        // The draft is gone: a second submission makes no second request.
        expect((await shopApi<{ serviceRequestDraft: Draft | null }>(DRAFT, { key })).serviceRequestDraft).toBeNull();
        await awaitJobsSettled(shop.app);
        const sms = await outboxTemplateSms(shop.env.SMS_OUTBOX_DIR, mobile, 'serviceRequestSubmitted');
        expect(sms).toHaveLength(1);
        expect(sms[0].params.ref).toBe(request.reference);
        expect(mailsTo('guest-one@example.com', request.reference)).toHaveLength(1);
    });

    it("serves a request's photo to its guest, to the member who owns one and to staff, to no one else", async () => {
        const { request } = await guestSubmits();
        const byPass = (
            await shopApi<{ serviceRequestByAccess: Request }>(BY_ACCESS, { accessToken: request.accessToken })
        ).serviceRequestByAccess;
        expect(byPass.reference).toBe(request.reference);
        const photo = byPass.photos[0];
        const served = await fetch(`${shop.baseUrl}${photo.url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/png');
        expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
        // Anonymous: the photo's id without the signature, or with another photo's.
        expect((await fetch(`${shop.baseUrl}/service-photos/${photo.id}`)).status).toBe(404);
        const otherId = String(Number(photo.id) + 1);
        expect((await fetch(`${shop.baseUrl}${photo.url.replace(`/${photo.id}?`, `/${otherId}?`)}`)).status).toBe(404);
        const forged = `${request.accessToken!.split('.').slice(0, 2).join('.')}.forged`;
        expect(
            (await shopApi<{ serviceRequestByAccess: null }>(BY_ACCESS, { accessToken: forged }))
                .serviceRequestByAccess,
        ).toBeNull();

        // A member's request: theirs alone, and staff's.
        const owner = await signUpMember(shop, `sw-owner-${db}@example.com`, 'member-password-1');
        const other = await signUpMember(shop, `sw-other-${db}@example.com`, 'member-password-1');
        const key = await fullDraft(newNumber(), owner, `sw-owner-${db}@example.com`);
        expect(
            (await shopApi<{ serviceRequestDraft: null }>(DRAFT, { key }, { token: other })).serviceRequestDraft,
        ).toBeNull();
        expect((await upload(key, JPEG, { token: other })).body.errorCode).toBe('SERVICE_REQUEST_NOT_FOUND');
        expect((await upload(key, JPEG, { token: owner })).status).toBe(201);
        const draft = (await shopApi<{ serviceRequestDraft: Draft }>(DRAFT, { key }, { token: owner }))
            .serviceRequestDraft;
        expect(draft.needsSmsCode).toBe(false);
        const mine = (
            await shopApi<{ submitServiceRequest: Request }>(SUBMIT, { key, privacyConsent: true }, { token: owner })
        ).submitServiceRequest;
        expect(mine.__typename).toBe('ServiceRequest');

        const listed = (await shopApi<{ myServiceRequests: Request[] }>(MY_REQUESTS, {}, { token: owner }))
            .myServiceRequests;
        expect(listed.map((r) => r.reference)).toEqual([mine.reference]);
        const page = (
            await shopApi<{ myServiceRequest: Request }>(
                MY_REQUEST,
                { reference: mine.reference.toLowerCase() },
                { token: owner },
            )
        ).myServiceRequest;
        expect(page.photos).toHaveLength(1);
        expect((await fetch(`${shop.baseUrl}${page.photos[0].url}`)).status).toBe(200);
        expect(
            (await shopApi<{ myServiceRequests: Request[] }>(MY_REQUESTS, {}, { token: other })).myServiceRequests,
        ).toEqual([]);
        expect(
            (await shopApi<{ myServiceRequest: null }>(MY_REQUEST, { reference: mine.reference }, { token: other }))
                .myServiceRequest,
        ).toBeNull();
        expect(
            (await shopApi<{ myServiceRequest: null }>(MY_REQUEST, { reference: mine.reference })).myServiceRequest,
        ).toBeNull();

        const staff = await signInStaff(shop, adminToken, `sw-desk-${db}`, ['ManageWatchService']);
        const list = await shop.admin<{
            serviceRequests: { items: Array<{ id: string; reference: string; modelName: string }> };
        }>(ADMIN_REQUESTS, { options: { filter: { reference: { eq: mine.reference } } } }, staff);
        expect(list.errors).toBeUndefined();
        const row = list.data.serviceRequests.items[0];
        expect(row.modelName).toBeTruthy();
        const detail = await shop.admin<{ serviceRequest: Request & { customerId: string } }>(
            ADMIN_REQUEST,
            { id: row.id },
            staff,
        );
        expect(detail.data.serviceRequest.customerId).toBeTruthy();
        expect((await fetch(`${shop.baseUrl}${detail.data.serviceRequest.photos[0].url}`)).status).toBe(200);
        const clerk = await signInStaff(shop, adminToken, `sw-clerk-${db}`, ['ReadCatalog']);
        const refused = await shop.admin(ADMIN_REQUEST, { id: row.id }, clerk);
        expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');

        const download = (
            await shopApi<{ myPersonalData: { serviceRequests: Array<{ reference: string }> } }>(
                'query { myPersonalData }',
                {},
                { token: owner },
            )
        ).myPersonalData;
        expect(download.serviceRequests.map((r) => r.reference)).toEqual([mine.reference]);
    });

    it('lets a guest find a request again only with its reference and a code sent to its mobile', async () => {
        // Sent by a member, whose number was texted no code yet: the guest's code is the first.
        const member = await signUpMember(shop, `sw-track-${db}@example.com`, 'member-password-1');
        const mobile = newNumber();
        const key = await fullDraft(mobile, member, `sw-track-${db}@example.com`);
        const request = (
            await shopApi<{ submitServiceRequest: Request }>(SUBMIT, { key, privacyConsent: true }, { token: member })
        ).submitServiceRequest;
        const ip = newClient();
        const wrongMobile = (
            await shopApi<{ trackServiceRequest: Request }>(
                TRACK,
                { reference: request.reference, mobile: '13999999999', smsCode: '123456' },
                { ip },
            )
        ).trackServiceRequest;
        expect(wrongMobile.errorCode).toBe('SERVICE_REQUEST_NOT_FOUND');
        // Asked for a pair that does not belong together: the same answer, and no SMS.
        const before = (await latestOutboxSms(shop.env.SMS_OUTBOX_DIR, '13999999999'))?.code;
        const pretended = await shopApi<{ requestServiceTrackCode: { __typename: string } }>(
            TRACK_CODE,
            { reference: request.reference, mobile: '13999999999', captcha: await challenge(ip) },
            { ip },
        );
        expect(pretended.requestServiceTrackCode.__typename).toBe('SmsCodeSent');
        expect((await latestOutboxSms(shop.env.SMS_OUTBOX_DIR, '13999999999'))?.code).toBe(before);

        const sent = await shopApi<{ requestServiceTrackCode: { __typename: string } }>(
            TRACK_CODE,
            { reference: request.reference, mobile, captcha: await challenge(ip) },
            { ip },
        );
        expect(sent.requestServiceTrackCode, JSON.stringify(sent)).toMatchObject({ __typename: 'SmsCodeSent' });
        const code = (await latestOutboxSms(shop.env.SMS_OUTBOX_DIR, mobile))!.code;
        const wrong = (
            await shopApi<{ trackServiceRequest: Request }>(
                TRACK,
                { reference: request.reference, mobile, smsCode: code === '111111' ? '222222' : '111111' },
                { ip },
            )
        ).trackServiceRequest;
        expect(wrong.errorCode).toBe('SMS_CODE_WRONG');
        const found = (
            await shopApi<{ trackServiceRequest: Request }>(
                TRACK,
                { reference: request.reference, mobile, smsCode: code },
                { ip },
            )
        ).trackServiceRequest;
        expect(found).toMatchObject({ __typename: 'ServiceRequest', reference: request.reference, state: 'submitted' });
        expect(found.accessToken).toBeTruthy();

        // The client's look-ups of the hour are counted where every instance sees them.
        let last: Request | undefined;
        for (let i = 0; i < 12; i++) {
            last = (
                await shopApi<{ trackServiceRequest: Request }>(
                    TRACK,
                    { reference: request.reference, mobile, smsCode: '000000' },
                    { ip },
                )
            ).trackServiceRequest;
        }
        expect(last?.errorCode).toBe('SERVICE_TRACK_THROTTLED');
    });
});
