import {
    AFTER_SALES_FAILURES,
    CERTIFICATE_LOOKUP_FAILURES,
    CONTACT_FAILURES,
    FAILURES,
    ORDER_ACCESS_FAILURES,
    SMS_SEND_FAILURES,
    SMS_SIGN_IN_FAILURES,
    WATCH_REGISTRATION_FAILURES,
} from '@maison/shared';
import { readFileSync } from 'node:fs';

import { describe, expect, it, vi } from 'vitest';

import { cancelOrder } from '~/features/after-sales/after-sales.server';
import { APPOINTMENT_PAGE_FAILURES } from '~/features/appointments/appointments.server';
import { SEND_WATCH_PAGE_FAILURES } from '~/features/send-watch/send-watch.server';
import { requestSmsCode } from '~/features/account/sign-in.server';
import de from '~/locales/de.json';
import en from '~/locales/en.json';
import zh from '~/locales/zh.json';

import { createI18n, type Messages } from './i18n';
import type { ShopClient } from './shop-client.server';

const LOCALES = { zh, en, de } as Record<string, Messages>;

/** Where each page looks a failure code up: the codes the Shop API may answer it with. */
const PAGES: Array<[string, readonly string[]]> = [
    ['login.errors', [...SMS_SEND_FAILURES, ...SMS_SIGN_IN_FAILURES]],
    ['afterSales.error', AFTER_SALES_FAILURES],
    ['checkout.orderAccess.errors', ORDER_ACCESS_FAILURES],
    ['checkout.errors', ['NOT_AVAILABLE', 'PAID_AT_GATEWAY']],
    ['bag.errors', ['NOT_AVAILABLE']],
    ['contact.errors', CONTACT_FAILURES],
    ['appointment.errors', APPOINTMENT_PAGE_FAILURES],
    ['warranty.errors', [...WATCH_REGISTRATION_FAILURES, ...CERTIFICATE_LOOKUP_FAILURES]],
    ['sendWatch.errors', SEND_WATCH_PAGE_FAILURES],
];

function translator(locale: 'zh' | 'en' | 'de') {
    return createI18n(locale, LOCALES[locale], 'Morvaux').t;
}

/** A Shop API that answers every call with `reply`. */
function shopAnswering(reply: unknown): ShopClient {
    return { request: vi.fn().mockResolvedValue(reply) } as unknown as ShopClient;
}

describe('failure codes on the pages that show them', () => {
    it.each(['zh', 'en', 'de'] as const)('each has a message of its own in %s', (locale) => {
        const t = translator(locale);
        for (const [prefix, codes] of PAGES) {
            for (const code of codes) {
                expect(code in FAILURES, code).toBe(true);
                const key = `${prefix}.${code}`;
                // i18next answers a missing key with the key itself.
                expect(t(key), key).not.toBe(key);
            }
        }
    });

    it('shows a refused cancellation by its code: the open request, in Chinese and English', async () => {
        const client = shopAnswering({
            requestOrderCancellation: { __typename: 'ShopFailure', errorCode: 'OPEN_REQUEST_EXISTS' },
        });
        const outcome = await cancelOrder(client, 'ABC123', { reason: 'changedMind' });
        expect(outcome).toEqual({ ok: false, error: 'OPEN_REQUEST_EXISTS' });
        const key = `afterSales.error.${outcome.ok ? '' : outcome.error}`;
        expect(translator('zh')(key)).toBe('该订单已有进行中的售后申请。');
        expect(translator('en')(key)).toBe('This order already has a request in progress.');
    });

    it('shows a code asked for too soon by its code, with the wait, in Chinese and English', async () => {
        const client = shopAnswering({
            requestSmsCode: { __typename: 'ShopFailure', errorCode: 'TOO_SOON', waitSeconds: 42 },
        });
        const answer = await requestSmsCode(client, {
            mobile: '13800138000',
            ticket: 'ticket',
            randstr: 'randstr',
        });
        expect(answer).toMatchObject({ ok: false, code: 'TOO_SOON', retryAfterSeconds: 42 });
        expect(translator('zh')(`login.errors.${answer.code}`)).toBe('验证码发送过于频繁，请稍后再试');
        expect(translator('en')(`login.errors.${answer.code}`)).toBe(
            'A code was sent moments ago; please wait before asking again',
        );
    });
});

describe('the one list of failure codes', () => {
    it("is the Shop API's ErrorCode, apart from the codes found before the API is asked", () => {
        const schema = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
        const errorCodes = new Set(/enum ErrorCode \{([^}]*)\}/.exec(schema)?.[1].trim().split(/\s+/));
        const answered = Object.entries(FAILURES).filter(([, f]) => f.source !== 'client');
        expect(answered.length).toBeGreaterThan(40);
        expect(answered.map(([code]) => code).filter((code) => !errorCodes.has(code))).toEqual([]);
    });
});
