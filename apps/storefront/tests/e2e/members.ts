import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';

import { E2E_VAR_DIR } from '../../playwright.config';

/** A mobile number no other test uses: 139 and eight digits. */
export function freshMobile(): string {
    return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** An e-mail address no other test uses. */
export function freshEmail(tag: string): string {
    return `${tag}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.cn`;
}

/**
 * Gives the page an address of its own: the shop sends one code a minute per client address,
 * and every test comes from this machine. The storefront believes X-Forwarded-For from loopback.
 */
export async function asVisitorFrom(page: Page) {
    const octet = () => 1 + Math.floor(Math.random() * 250);
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` });
}

/** The browser tests' shop writes its texts here. */
const SMS_OUTBOX = path.join(E2E_VAR_DIR, 'sms-outbox');

/** The messages an SMS outbox holds for `mobile`, newest first (a file not whole yet is left out). */
async function outboxFor(
    mobile: string,
    dir = SMS_OUTBOX,
): Promise<Array<{ code?: string; template?: string; text: string }>> {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.includes(`-${mobile}-`));
    const messages = await Promise.all(
        names
            .sort()
            .reverse()
            .map((name) => outboxMessage<{ code?: string; template?: string; text: string }>(dir, name)),
    );
    return messages.filter((m) => m !== undefined);
}

/**
 * The newest code the local SMS outbox holds for `mobile`, once it is there; the appointment
 * messages have none. `dir`: another shop's outbox (the cluster's, which all its processes share).
 */
export async function smsCodeFor(mobile: string, dir = SMS_OUTBOX): Promise<string> {
    let code = '';
    await expect
        .poll(async () => {
            code = (await outboxFor(mobile, dir)).find((m) => m.code)?.code ?? '';
            return code;
        })
        .toMatch(/^\d{6}$/);
    return code;
}

/** The text of the newest templated SMS (`appointmentBooked`, …) the outbox holds for `mobile`, once it is there. */
export async function smsTextFor(mobile: string, template: string): Promise<string> {
    let text = '';
    await expect
        .poll(async () => {
            text = (await outboxFor(mobile)).find((m) => m.template === template)?.text ?? '';
            return text;
        })
        .not.toBe('');
    return text;
}

/** Signs the page in by SMS with a fresh number, through the sign-in page's own action: the member's own number. */
export async function signInBySms(page: Page): Promise<string> {
    const mobile = freshMobile();
    const challenge = (await (await page.request.get('/api/captcha')).json()) as { randstr: string; ticket: string };
    // A client address of its own: the page's extra headers do not reach its request context.
    const octet = () => 1 + Math.floor(Math.random() * 250);
    const sent = await page.request.post('/login', {
        form: { intent: 'sms-code', mobile, captchaKind: 'local', human: 'on', ...challenge },
        headers: { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` },
    });
    expect(sent.ok()).toBe(true);
    const code = await smsCodeFor(mobile);
    const signedIn = await page.request.post('/login', {
        form: { intent: 'sms', mobile, code, acceptTerms: 'on' },
        maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);
    return mobile;
}

/**
 * An outbox file's message, or undefined while it is not whole: the local mailer and SMS outbox
 * write a hidden `.partial` file and rename it, so a listed name may be gone or half-written.
 */
async function outboxMessage<T>(dir: string, name: string): Promise<T | undefined> {
    if (name.startsWith('.')) return undefined;
    try {
        return JSON.parse(await readFile(path.join(dir, name), 'utf8')) as T;
    } catch {
        return undefined;
    }
}

/** The newest mail the local outbox holds for `recipient` with `subject` in its subject line. */
export async function mailFor(recipient: string, subject: RegExp): Promise<{ subject: string; body: string }> {
    const dir = path.join(E2E_VAR_DIR, 'outbox');
    let found: { subject: string; body: string } | undefined;
    await expect
        .poll(
            async () => {
                const names = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
                for (const name of names) {
                    const mail = await outboxMessage<{ recipient: string; subject: string; body: string }>(dir, name);
                    if (!mail) continue;
                    if (mail.recipient === recipient && subject.test(mail.subject)) {
                        found = mail;
                        return true;
                    }
                }
                return false;
            },
            { timeout: 20_000 },
        )
        .toBe(true);
    return found!;
}

/**
 * Registers a member by e-mail through the sign-in page's own action, in the page's cookie jar:
 * the page is signed in afterwards. For tests whose subject is not registration itself.
 */
export async function registerMember(page: Page, tag = 'member') {
    const email = freshEmail(tag);
    const password = 'Morvaux-2026!';
    const response = await page.request.post('/login', {
        form: { intent: 'register', email, firstName: '伟', lastName: '李', password, createAccount: 'on' },
        maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    return { email, password };
}

/** Runs `work` on the test shop's own database (the browser tests' shop is SQLite). */
export function onDatabase<T>(work: (db: Database.Database) => T): T {
    const db = new Database(path.join(E2E_VAR_DIR, 'shop.sqlite'));
    try {
        db.pragma('busy_timeout = 5000');
        return work(db);
    } finally {
        db.close();
    }
}

/** Lets the number be sent another code at once: the shop sends one a minute per number. */
export function codesSentLongAgo(mobile: string) {
    onDatabase((db) =>
        db.prepare(`UPDATE sms_code SET createdAt = '2000-01-01 00:00:00.000' WHERE mobile = ?`).run(mobile),
    );
}
