import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { Kuaidi100ShipmentTracker, kuaidi100Phone } from './kuaidi100-shipment-tracker';
import { LocalShipmentTracker } from './local-shipment-tracker';

const parcel = {
    carrier: 'ShunFeng',
    trackingCode: 'SF1234567890',
    state: 'Shipped',
    createdAt: new Date('2026-11-20T02:00:00Z'),
    updatedAt: new Date('2026-11-21T03:00:00Z'),
};

function fakeFetch(reply: unknown, status = 200) {
    const calls: Array<{ url: string; body: URLSearchParams }> = [];
    const impl = ((url: string, init: RequestInit) => {
        calls.push({ url, body: init.body as URLSearchParams });
        return Promise.resolve(new Response(JSON.stringify(reply), { status }));
    }) as unknown as typeof fetch;
    return { impl, calls };
}

describe('Kuaidi100 tracking', () => {
    const settings = { customer: 'CUST01', key: 'secret-key', endpoint: 'https://kuaidi100.test/poll/query.do' };

    it('signs the query as Kuaidi100 asks and reads its events, newest first, in Beijing time', async () => {
        const { impl, calls } = fakeFetch({
            status: '200',
            message: 'ok',
            state: '0',
            data: [
                { ftime: '2026-11-21 09:15:00', context: '【上海】快件已到达上海转运中心', statusCode: '0' },
                { ftime: '2026-11-22 14:02:10', context: '快件已签收', statusCode: '3' },
                { ftime: '2026-11-20 18:30:00', context: '顺丰速运已收取快件', statusCode: '1' },
                { ftime: 'not a time', context: 'dropped' },
            ],
        });
        const events = await new Kuaidi100ShipmentTracker(settings, impl).track(parcel);

        const sent = calls[0].body;
        expect(calls[0].url).toBe(settings.endpoint);
        const param = sent.get('param')!;
        expect(JSON.parse(param)).toEqual({ com: 'shunfeng', num: 'SF1234567890' });
        expect(sent.get('customer')).toBe('CUST01');
        expect(sent.get('sign')).toBe(createHash('md5').update(`${param}secret-keyCUST01`).digest('hex').toUpperCase());
        expect(events.map((e) => [e.at.toISOString(), e.status, e.description])).toEqual([
            ['2026-11-22T06:02:10.000Z', 'delivered', '快件已签收'],
            ['2026-11-21T01:15:00.000Z', 'inTransit', '【上海】快件已到达上海转运中心'],
            ['2026-11-20T10:30:00.000Z', 'collected', '顺丰速运已收取快件'],
        ]);
    });

    it("sends the receiver's phone to the carriers that answer only with it, and to no other", async () => {
        const sent = async (carrier: string, phone?: string) => {
            const { impl, calls } = fakeFetch({ status: '200', data: [] });
            await new Kuaidi100ShipmentTracker(settings, impl).track({ ...parcel, carrier, phone });
            const param = calls[0].body.get('param')!;
            expect(calls[0].body.get('sign')).toBe(
                createHash('md5').update(`${param}secret-keyCUST01`).digest('hex').toUpperCase(),
            );
            return JSON.parse(param) as Record<string, string>;
        };
        expect(await sent('ShunFeng', '+86 138-0013-8000')).toEqual({
            com: 'shunfeng',
            num: 'SF1234567890',
            phone: '13800138000',
        });
        expect((await sent('shunfengkuaiyun', '13800138000')).phone).toBe('13800138000');
        expect((await sent('zhongtong', '13800138000')).phone).toBe('13800138000');
        expect(await sent('yuantong', '13800138000')).toEqual({ com: 'yuantong', num: 'SF1234567890' });
        // An order without a usable phone is still asked about: the carrier says what it says.
        expect(await sent('shunfeng', undefined)).toEqual({ com: 'shunfeng', num: 'SF1234567890' });
    });

    it('reads a phone as Kuaidi100 takes it', () => {
        expect(kuaidi100Phone('13800138000')).toBe('13800138000');
        expect(kuaidi100Phone('+86 138 0013 8000')).toBe('13800138000');
        expect(kuaidi100Phone('0755-12345678-123')).toBe('075512345678');
        expect(kuaidi100Phone('0755 12345678 转 123')).toBe('075512345678');
        expect(kuaidi100Phone('021-6123456')).toBe('0216123456');
        expect(kuaidi100Phone('12')).toBeUndefined();
        expect(kuaidi100Phone('')).toBeUndefined();
        expect(kuaidi100Phone(undefined)).toBeUndefined();
    });

    it('fails on a refusal, so the page can say that tracking is unavailable', async () => {
        const { impl } = fakeFetch({ status: '400', message: '找不到对应公司', result: false });
        await expect(new Kuaidi100ShipmentTracker(settings, impl).track(parcel)).rejects.toThrow(/找不到对应公司/);
        const { impl: down } = fakeFetch({}, 502);
        await expect(new Kuaidi100ShipmentTracker(settings, down).track(parcel)).rejects.toThrow(/502/);
    });
});

describe('the shop’s own tracking', () => {
    it('tells what staff recorded: collected, then in transit once shipped, delivered once delivered', async () => {
        const local = new LocalShipmentTracker();
        expect((await local.track({ ...parcel, state: 'Pending' })).map((e) => e.status)).toEqual(['collected']);
        expect((await local.track(parcel)).map((e) => e.status)).toEqual(['inTransit', 'collected']);
        expect((await local.track({ ...parcel, state: 'Delivered' })).map((e) => e.status)).toEqual([
            'delivered',
            'inTransit',
            'collected',
        ]);
    });
});
