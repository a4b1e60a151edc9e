import fs from 'node:fs';
import path from 'node:path';

import { MAX_CONTACT_MESSAGES_PER_CLIENT_PER_DAY } from '@maison/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { signUpMember } from '../../../../e2e/members';
import { startTestShop, SQLITE_ONLY, type TestShop } from '../../../../e2e/test-shop';
import { ADMIN_LOGIN, CREATE_ADMINISTRATOR, CREATE_ROLE } from '../../reviews/e2e/graphql/admin-documents';
import { storeInput } from '../../stores/e2e/fixtures/appointment-store';
import { CREATE_STORE } from '../../stores/e2e/graphql/documents';
import { MESSAGE, MESSAGES, SEND, UPDATE } from './graphql/documents';

const databases = SQLITE_ONLY;

const BOUTIQUE_MAIL = 'inbox-boutique@morvaux.cn';
const SHOP_INBOX = 'shop-inbox@morvaux.cn';

interface Sent {
    __typename: string;
    id?: string;
    store?: { slug: string } | null;
    errorCode?: string;
    field?: string | null;
    waitSeconds?: number | null;
}

interface Message {
    id: string;
    kind: string;
    storeId: string | null;
    store: { slug: string } | null;
    name: string;
    mobile: string;
    email: string;
    subject: string;
    body: string;
    languageCode: string;
    customerId: string | null;
    state: string;
    staffNote: string;
    answeredAt: string | null;
}

interface Mail {
    recipient: string;
    subject: string;
    body: string;
}

describe.each(databases)('contact inbox on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;
    let clients = 0;
    let subjects = 0;
    /** Every message its own client address unless a test says: the daily limit counts per address. */
    const newClient = () => `203.0.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
    /** A subject no other test uses, to find the message and its mails by. */
    const newSubject = () => `表带咨询 ${++subjects}-${db}`;

    const message = (fields: Record<string, unknown> = {}) => ({
        kind: 'storeContact',
        storeSlug: 'inbox-main',
        name: '李女士',
        mobile: '13900139000',
        subject: newSubject(),
        body: '请问这款表带有更短的尺寸吗？',
        privacyConsent: true,
        ...fields,
    });

    async function send(input: Record<string, unknown>, opts: { ip?: string; token?: string; lang?: string } = {}) {
        const res = await fetch(`${shop.baseUrl}/shop-api${opts.lang ? `?languageCode=${opts.lang}` : ''}`, {
            method: 'POST',
            headers: {
                'content-type': 'application/json',
                'x-forwarded-for': opts.ip ?? newClient(),
                ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
            },
            body: JSON.stringify({ query: SEND, variables: { input } }),
        });
        const body = (await res.json()) as { data: { sendContactMessage: Sent }; errors?: unknown[] };
        expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
        return body.data.sendContactMessage;
    }

    const admin = async <T>(
        query: string,
        variables: Record<string, unknown>,
        token: string | undefined = adminToken,
    ) => shop.admin<T>(query, variables, token);

    async function stored(subject: string): Promise<Message[]> {
        const { data } = await admin<{ contactMessages: { items: Message[] } }>(MESSAGES, {
            options: { filter: { subject: { eq: subject } } },
        });
        return data.contactMessages.items;
    }

    /** The outbox mails to `recipient` that name `text`. */
    function mailsTo(recipient: string, text: string): Mail[] {
        const dir = shop.env.MAIL_OUTBOX_DIR;
        if (!fs.existsSync(dir)) return [];
        return fs
            .readdirSync(dir)
            .filter((f) => f.endsWith('.json'))
            .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Mail)
            .filter((m) => m.recipient === recipient && (m.subject + m.body).includes(text));
    }

    /** The mails to `recipient` naming `text`, once the job queue has sent them (it works behind the request). */
    async function mailed(recipient: string, text: string): Promise<Mail[]> {
        for (let i = 0; i < 150; i++) {
            const found = mailsTo(recipient, text);
            if (found.length) return found;
            await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error(`no mail to ${recipient} naming ${text}`);
    }

    beforeAll(async () => {
        shop = await startTestShop({
            name: `contact-inbox-${db}`,
            db,
            postgresUrl: inject('postgresUrl'),
            env: { SHOP_INBOX_EMAIL: SHOP_INBOX },
        });
        adminToken = (
            await shop.admin(ADMIN_LOGIN, {
                username: shop.env.SUPERADMIN_USERNAME,
                password: 'e2e-superadmin-password',
            })
        ).token!;
        for (const [slug, fields] of [
            ['inbox-main', { email: BOUTIQUE_MAIL }],
            ['inbox-no-mail', {}],
            ['inbox-retailer', { type: 'retailer', email: 'retailer@example.com' }],
            ['inbox-hidden', { enabled: false, email: 'hidden@example.com' }],
        ] as const) {
            const created = await admin<{ createStore: { __typename: string } }>(CREATE_STORE, {
                input: storeInput(slug, fields),
            });
            expect(created.data.createStore.__typename, slug).toBe('Store');
        }
    }, 300_000);

    afterAll(() => shop?.close());

    it('keeps a message to a boutique, mails the boutique and acknowledges the sender by e-mail', async () => {
        const input = message({ email: 'writer@example.com', mobile: '139 0013 9001' });
        const sent = await send(input, { lang: 'en' });
        expect(sent).toMatchObject({ __typename: 'ContactMessage', store: { slug: 'inbox-main' } });

        const [kept] = await stored(input.subject);
        expect(kept).toMatchObject({
            id: sent.id,
            kind: 'storeContact',
            store: { slug: 'inbox-main' },
            name: '李女士',
            mobile: '13900139001',
            email: 'writer@example.com',
            body: input.body,
            languageCode: 'en',
            customerId: null,
            state: 'new',
            staffNote: '',
            answeredAt: null,
        });

        const [toBoutique] = await mailed(BOUTIQUE_MAIL, input.subject);
        expect(toBoutique.body).toContain(input.body);
        expect(toBoutique.body).toContain('13900139001');
        expect(toBoutique.body).toContain('writer@example.com');
        const [toSender] = await mailed('writer@example.com', input.subject);
        expect(toSender.body).toContain(input.body);
        // The shop's inbox hears only of what no boutique's address takes.
        expect(mailsTo(SHOP_INBOX, input.subject)).toEqual([]);
    });

    it("mails the shop's inbox when the boutique has no address, and no one who gave a mobile only", async () => {
        const input = message({ storeSlug: 'inbox-no-mail' });
        expect(await send(input)).toMatchObject({ __typename: 'ContactMessage' });
        const [toInbox] = await mailed(SHOP_INBOX, input.subject);
        expect(toInbox.body).toContain('13900139000');
        expect(mailsTo(BOUTIQUE_MAIL, input.subject)).toEqual([]);
    });

    it('keeps the member who sends a message', async () => {
        const token = await signUpMember(shop, 'inbox-member@example.com', 'member-password-1');
        const input = message({ mobile: '', email: 'inbox-member@example.com' });
        expect(await send(input, { token })).toMatchObject({ __typename: 'ContactMessage' });
        const [kept] = await stored(input.subject);
        expect(kept.customerId).not.toBeNull();
        expect(kept.mobile).toBe('');
    });

    it.each([
        ['name', { name: '  ' }],
        ['name', { name: '名'.repeat(51) }],
        ['mobile', { mobile: '12345678901' }],
        ['mobile', { mobile: '', email: '' }],
        ['email', { email: 'not-an-address' }],
        ['subject', { subject: '' }],
        ['body', { body: '字'.repeat(2001) }],
        ['storeSlug', { storeSlug: '' }],
        ['privacyConsent', { privacyConsent: false }],
    ])('refuses a wrong %s as INVALID_CONTACT_INPUT naming it, keeping nothing', async (field, fields) => {
        const input = message(fields);
        expect(await send(input)).toMatchObject({
            __typename: 'ShopFailure',
            errorCode: 'INVALID_CONTACT_INPUT',
            field,
        });
        if (input.subject) expect(await stored(input.subject)).toEqual([]);
    });

    it.each(['no-such-store', 'inbox-retailer', 'inbox-hidden'])(
        'refuses %s, which is no boutique shown, as STORE_NOT_FOUND',
        async (storeSlug) => {
            const input = message({ storeSlug });
            expect(await send(input)).toMatchObject({ errorCode: 'STORE_NOT_FOUND', field: 'storeSlug' });
            expect(await stored(input.subject)).toEqual([]);
        },
    );

    it('takes a day’s messages from one client address, counting only those kept', async () => {
        const ip = newClient();
        expect(await send(message({ mobile: 'x' }), { ip })).toMatchObject({ errorCode: 'INVALID_CONTACT_INPUT' });
        for (let i = 0; i < MAX_CONTACT_MESSAGES_PER_CLIENT_PER_DAY; i++) {
            expect(await send(message(), { ip })).toMatchObject({ __typename: 'ContactMessage' });
        }
        const refused = await send(message(), { ip });
        expect(refused).toMatchObject({ __typename: 'ShopFailure', errorCode: 'DAILY_LIMIT' });
        expect(refused.waitSeconds).toBeGreaterThan(0);
        // Another client is not held back.
        expect(await send(message())).toMatchObject({ __typename: 'ContactMessage' });
    });

    it('lets staff list and filter the inbox, answer a message with a note, then close it', async () => {
        const input = message({ storeSlug: 'inbox-no-mail' });
        const sent = await send(input);
        const [{ storeId }] = await stored(input.subject);
        const { data } = await admin<{ contactMessages: { totalItems: number; items: Message[] } }>(MESSAGES, {
            options: { filter: { state: { eq: 'new' }, kind: { eq: 'storeContact' }, storeId: { eq: storeId } } },
        });
        expect(data.contactMessages.items.map((m) => m.subject)).toContain(input.subject);
        expect(data.contactMessages.items.every((m) => m.store?.slug === 'inbox-no-mail' && m.state === 'new')).toBe(
            true,
        );

        const answered = await admin<{ updateContactMessage: Message }>(UPDATE, {
            input: { id: sent.id, state: 'answered', staffNote: '已电话回复 Called back' },
        });
        expect(answered.data.updateContactMessage).toMatchObject({
            state: 'answered',
            staffNote: '已电话回复 Called back',
        });
        expect(answered.data.updateContactMessage.answeredAt).not.toBeNull();
        const stillNew = await admin<{ contactMessages: { items: Message[] } }>(MESSAGES, {
            options: { filter: { state: { eq: 'new' }, subject: { eq: input.subject } } },
        });
        expect(stillNew.data.contactMessages.items).toEqual([]);

        const closed = await admin<{ updateContactMessage: Message }>(UPDATE, {
            input: { id: sent.id, state: 'closed' },
        });
        expect(closed.data.updateContactMessage).toMatchObject({
            state: 'closed',
            staffNote: '已电话回复 Called back',
        });
        const one = await admin<{ contactMessage: Message }>(MESSAGE, { id: sent.id });
        expect(one.data.contactMessage.state).toBe('closed');

        // A closed message stays closed; an unknown one is not found; a note has its bound.
        expect(
            (await admin<{ updateContactMessage: Sent }>(UPDATE, { input: { id: sent.id, state: 'answered' } })).data
                .updateContactMessage,
        ).toMatchObject({ errorCode: 'INVALID_CONTACT_INPUT', field: 'state' });
        expect(
            (await admin<{ updateContactMessage: Sent }>(UPDATE, { input: { id: '999999', state: 'closed' } })).data
                .updateContactMessage,
        ).toMatchObject({ errorCode: 'CONTACT_MESSAGE_NOT_FOUND' });
        expect(
            (
                await admin<{ updateContactMessage: Sent }>(UPDATE, {
                    input: { id: sent.id, staffNote: 'n'.repeat(2001) },
                })
            ).data.updateContactMessage,
        ).toMatchObject({ errorCode: 'INVALID_CONTACT_INPUT', field: 'staffNote' });
    });

    it('shows the inbox to staff with ManageInbox only', async () => {
        const sent = await send(message());
        const staff = async (code: string, permissions: string[]) => {
            const { data } = await admin<{ createRole: { id: string } }>(CREATE_ROLE, {
                input: { code, description: code, permissions },
            });
            const emailAddress = `${code}@example.com`;
            await admin(CREATE_ADMINISTRATOR, {
                input: {
                    firstName: 'Staff',
                    lastName: code,
                    emailAddress,
                    password: 'staff-password-1',
                    roleIds: [data.createRole.id],
                },
            });
            return (await shop.admin(ADMIN_LOGIN, { username: emailAddress, password: 'staff-password-1' })).token!;
        };
        const keeper = await staff(`inbox-keeper-${db}`, ['ManageStores']);
        const desk = await staff(`inbox-desk-${db}`, ['ManageInbox']);
        for (const token of [keeper, undefined]) {
            for (const [query, variables] of [
                [MESSAGES, {}],
                [MESSAGE, { id: sent.id }],
                [UPDATE, { input: { id: sent.id, state: 'closed' } }],
            ] as const) {
                expect((await shop.admin(query, variables, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
            }
        }
        const closed = await admin<{ updateContactMessage: Message }>(
            UPDATE,
            { input: { id: sent.id, state: 'closed' } },
            desk,
        );
        expect(closed.data.updateContactMessage.state).toBe('closed');
    });
});
