import { createHash } from 'node:crypto';

import type { Parcel, ShipmentTracker, TrackingEvent, TrackingStatus } from './shipment-tracker';

export interface Kuaidi100Settings {
    customer: string;
    key: string;
    endpoint: string;
    /** How long one query may take before the page shows the parcel without events. */
    timeoutMs?: number;
}

interface Kuaidi100Reply {
    status?: string;
    message?: string;
    state?: string;
    data?: Array<{ time?: string; ftime?: string; context?: string; statusCode?: string; state?: string }>;
}

/** Kuaidi100's state codes (0 在途, 1 揽收, 2 疑难, 3 签收, 4 退签, 5 派件, 6 退回, 7 转投, 8 清关, 14 拒签). */
function statusOf(code: string | undefined): TrackingStatus {
    switch (code) {
        case '1':
            return 'collected';
        case '5':
            return 'delivering';
        case '3':
            return 'delivered';
        case '2':
        case '4':
        case '6':
        case '14':
            return 'problem';
        default:
            return 'inTransit';
    }
}

/** Kuaidi100 prints Beijing time without a zone: "2026-11-24 18:30:00". */
function beijingTime(text: string | undefined): Date | undefined {
    const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
    if (!match) return undefined;
    return new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}+08:00`);
}

/**
 * Carriers that answer only with the receiver's or sender's phone (顺丰速运 and 顺丰快运 always,
 * 中通 for some parcels). Others are not sent it: the shopper's number goes no further than needed.
 */
const CARRIERS_ASKING_PHONE = new Set(['shunfeng', 'shunfengkuaiyun', 'zhongtong']);

/** A phone as Kuaidi100 takes it: digits only, a mobile without +86, a landline without its extension. */
export function kuaidi100Phone(phone: string | undefined): string | undefined {
    const text = (phone ?? '').trim();
    const mobile = /^(?:\+?86)?(1\d{10})$/.exec(text.replace(/[\s-]/g, ''));
    if (mobile) return mobile[1];
    // 0755-12345678-123, 0755 12345678 转 123: the extension is neither needed nor taken.
    const [main] = text.split(/\s*(?:转|ext\.?|x|#)\s*/i);
    const groups = main.split('-');
    const digits = (groups.length > 2 ? groups.slice(0, 2).join('') : main).replace(/\D/g, '');
    return digits.length >= 7 && digits.length <= 12 ? digits : undefined;
}

/**
 * Kuaidi100's real-time query (实时快递查询, poll/query.do): a form post of the customer id,
 * the query as JSON (carrier code `com`, tracking number `num`, and `phone` for the carriers that
 * ask for it) and its signature,
 * MD5(param + key + customer) in capitals. The carrier code is what staff entered as the
 * fulfilment's method (shunfeng, ems, yuantong…).
 */
export class Kuaidi100ShipmentTracker implements ShipmentTracker {
    constructor(
        private settings: Kuaidi100Settings,
        private fetchImpl: typeof fetch = fetch,
    ) {}

    async track(parcel: Parcel): Promise<TrackingEvent[]> {
        const com = parcel.carrier.trim().toLowerCase();
        const phone = CARRIERS_ASKING_PHONE.has(com) ? kuaidi100Phone(parcel.phone) : undefined;
        const param = JSON.stringify({ com, num: parcel.trackingCode.trim(), ...(phone ? { phone } : {}) });
        const sign = createHash('md5')
            .update(param + this.settings.key + this.settings.customer)
            .digest('hex')
            .toUpperCase();
        const response = await this.fetchImpl(this.settings.endpoint, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ customer: this.settings.customer, sign, param }),
            signal: AbortSignal.timeout(this.settings.timeoutMs ?? 5000),
        });
        if (!response.ok) throw new Error(`Kuaidi100 answered ${response.status}`);
        const reply = (await response.json()) as Kuaidi100Reply;
        if (reply.status !== '200' || !Array.isArray(reply.data)) {
            throw new Error(`Kuaidi100 refused the query: ${reply.message ?? 'no message'}`);
        }
        const events: TrackingEvent[] = [];
        for (const item of reply.data) {
            const at = beijingTime(item.ftime ?? item.time);
            if (!at) continue;
            events.push({
                at,
                status: statusOf(item.statusCode ?? item.state ?? reply.state),
                description: (item.context ?? '').slice(0, 300) || null,
            });
        }
        return events.sort((a, b) => b.at.getTime() - a.at.getTime());
    }
}
