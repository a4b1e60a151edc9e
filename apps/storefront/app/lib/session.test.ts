import { describe, expect, it } from 'vitest';

import { readSession, sessionCookie, writeSession } from './session.server';

const TOKEN = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6';
const request = (cookie?: string) => new Request('http://localhost:3000/', { headers: cookie ? { Cookie: cookie } : {} });

async function cookieFor(value: unknown): Promise<string> {
    return (await sessionCookie.serialize(value)).split(';')[0]!;
}

describe('the storefront session cookie', () => {
    it('round-trips a token and needs no renewal in the hour it was written', async () => {
        const header = await writeSession(TOKEN, request());
        expect(header).toMatch(/HttpOnly/);
        expect(header).toMatch(/Max-Age=86400/);
        expect(header).not.toMatch(/Secure/);
        expect(await readSession(request(header.split(';')[0]))).toEqual({ token: TOKEN, stale: false });
    });

    it('asks for renewal once the hour it was written has passed', async () => {
        const old = await cookieFor({ t: TOKEN, h: Math.floor(Date.now() / 3_600_000) - 1 });
        expect(await readSession(request(old))).toEqual({ token: TOKEN, stale: true });
    });

    it('reads a token that is no Vendure token as no session', async () => {
        for (const t of ['abc\ndef', 'short', '../../etc', 42]) {
            expect(await readSession(request(await cookieFor({ t, h: 0 })))).toBeUndefined();
        }
        expect(await readSession(request('maison_session=garbage'))).toBeUndefined();
    });

    it('is Secure over HTTPS', async () => {
        const header = await writeSession(TOKEN, new Request('https://www.morvaux.cn/'));
        expect(header).toMatch(/Secure/);
    });
});
