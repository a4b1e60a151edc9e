import Database from 'better-sqlite3';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { startChildServer, type ChildServer } from '../../../../e2e/child-server';
import { freePort } from '../../../../e2e/test-shop';

/**
 * The backend killed while it sends a mail (`kill -9`, as a crash or the OOM killer does), then
 * started again: the interrupted `send-email` job runs again and the mail is written, once.
 * The backend runs as a child process, as `npm start` runs it, on the embedded SQLite profile.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-e2e-job-recovery-'));
const outbox = path.join(dir, 'outbox');
const sqlite = path.join(dir, 'shop.sqlite');
let server: ChildServer | undefined;
let smtp: net.Server | undefined;

afterAll(async () => {
    await server?.kill();
    smtp?.close();
    fs.rmSync(dir, { recursive: true, force: true });
});

async function start(port: number, extra: Record<string, string> = {}): Promise<ChildServer> {
    server = await startChildServer({
        PORT: String(port),
        VAR_DIR: dir,
        SQLITE_PATH: sqlite,
        MAIL_OUTBOX_DIR: outbox,
        ...extra,
    });
    return server;
}

async function shopApi(baseUrl: string, query: string, variables: object): Promise<Record<string, unknown>> {
    const res = await fetch(`${baseUrl}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Record<string, unknown>;
}

function mailJobs(): Array<{ id: number; state: string }> {
    const db = new Database(sqlite, { readonly: true });
    try {
        return db.prepare(`SELECT id, state FROM job_record WHERE queueName = 'send-email' ORDER BY id`).all() as Array<{ id: number; state: string }>;
    } finally {
        db.close();
    }
}

const mailsTo = (recipient: string) =>
    fs.existsSync(outbox)
        ? fs.readdirSync(outbox).filter((f) => f.endsWith('.json') && fs.readFileSync(path.join(outbox, f), 'utf8').includes(recipient))
        : [];

describe('a job its worker died in', () => {
    it('runs again after the restart and sends its mail once', async () => {
        // An SMTP server that takes the connection and never answers: the job is caught mid-send.
        let connected!: () => void;
        const sending = new Promise<void>((r) => (connected = r));
        smtp = net.createServer(() => connected());
        const smtpPort = await new Promise<number>((r) => smtp!.listen(0, '127.0.0.1', () => r((smtp!.address() as net.AddressInfo).port)));

        const port = await freePort();
        const first = await start(port, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
        const email = 'crash.test@example.com';
        const registered = await shopApi(
            first.baseUrl,
            `mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) { __typename } }`,
            { input: { emailAddress: email, password: 'Crash-test-2026', firstName: '晓', lastName: '王' } },
        );
        expect(registered).toEqual({ data: { registerCustomerAccount: { __typename: 'Success' } } });
        await shopApi(first.baseUrl, `mutation ($e: String!) { requestPasswordReset(emailAddress: $e) { __typename } }`, { e: email });
        await sending;
        await first.kill();
        expect(mailJobs()).toEqual([{ id: expect.any(Number), state: 'RUNNING' }]);

        // Started again without SMTP: mail goes to the outbox, where it can be counted.
        const second = await start(port);
        await expect.poll(() => mailJobs().map((j) => j.state), { timeout: 20_000 }).toEqual(['COMPLETED']);
        expect(mailsTo(email)).toHaveLength(1);
        await second.stop();

        // A third start finds nothing left to do: still one mail.
        await start(port);
        await new Promise((r) => setTimeout(r, 1500));
        expect(mailJobs().map((j) => j.state)).toEqual(['COMPLETED']);
        expect(mailsTo(email)).toHaveLength(1);
    });
});
