// Buying, timed through the storefront as a browser without scripts does it: form posts and
// redirects, against the local payment sandbox. Bounded in count; only this machine.
import { percentile } from './measure.mjs';

/** One shopper: the storefront's session cookie, kept across requests. */
export class Shopper {
    constructor(base) {
        this.base = base;
        this.cookie = '';
    }

    async request(url, init = {}) {
        const headers = { origin: this.base, ...(init.headers ?? {}) };
        if (this.cookie) headers.cookie = this.cookie;
        const res = await fetch(new URL(url, this.base), { ...init, headers, redirect: 'manual' });
        const set = res.headers.getSetCookie?.() ?? [];
        for (const c of set) {
            const [pair] = c.split(';');
            if (pair.startsWith('maison_session=')) this.cookie = pair;
        }
        return res;
    }

    post(url, fields) {
        return this.request(url, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(fields).toString(),
        });
    }
}

function expectRedirect(res, pattern, step) {
    const to = res.headers.get('location') ?? '';
    if (res.status < 300 || res.status > 399 || !pattern.test(to)) {
        throw new Error(`${step}: expected a redirect to ${pattern}, got ${res.status} ${to}`);
    }
    return to;
}

const ADDRESS = {
    fullName: '王小明',
    phoneNumber: '13912345678',
    provinceCode: '31',
    cityCode: '3101',
    districtCode: '310101',
    streetLine1: '南京东路 100 号',
    postalCode: '200001',
};

/** A guest with one unit of `variantId` in the bag, at the delivery step of /checkout. */
export async function guestAtCheckout(base, variantId, n) {
    const shopper = new Shopper(base);
    const added = await shopper.post('/api/bag', { intent: 'add', productVariantId: variantId, quantity: '1' });
    if (added.status !== 200) throw new Error(`add to bag: ${added.status}`);
    const guest = await shopper.post('/checkout/login', {
        intent: 'guest',
        emailAddress: `bench${n}@example.com`,
        firstName: '小明',
        lastName: '王',
    });
    expectRedirect(guest, /\/checkout$/, 'continue as a guest');
    return shopper;
}

/** A whole checkout through the sandbox: address, billing, Alipay, pay, and the thank-you page. */
export async function sandboxCheckout(base, variantId, n) {
    const shopper = await guestAtCheckout(base, variantId, n);
    expectRedirect(await shopper.post('/checkout', { intent: 'shipping', ...ADDRESS }), /\/checkout$/, 'address');
    const billed = await shopper.post('/checkout', { intent: 'billing', sameAsShipping: 'on', fapiaoType: 'none' });
    expectRedirect(billed, /\/checkout$/, 'billing');
    const cashierUrl = expectRedirect(
        await shopper.post('/checkout', { intent: 'pay', method: 'alipay' }),
        /\/sandbox-pay\/alipay\/gateway\.do/,
        'pay',
    );
    const cashier = await fetch(cashierUrl);
    const html = await cashier.text();
    const session = /name="session" value="([^"]+)"/.exec(html)?.[1];
    if (!session) throw new Error(`sandbox cashier: ${cashier.status}`);
    const paid = await fetch(new URL('/sandbox-pay/alipay/complete', cashierUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ session, outcome: 'paid' }).toString(),
        redirect: 'manual',
    });
    const back = expectRedirect(paid, /\/checkout\/onepage\/success\?order=/, 'sandbox');
    const thanks = await shopper.request(back);
    const text = await thanks.text();
    if (thanks.status !== 200 || !text.includes('data-result="paid"')) throw new Error(`result page: ${thanks.status}`);
}

/** Runs `task(i)` `total` times, `concurrency` at a time; median and p95 in ms, and failures. */
export async function timed(task, { total, concurrency }) {
    const times = [];
    const failures = [];
    let next = 0;
    async function worker() {
        while (next < total) {
            const i = next++;
            const t0 = performance.now();
            try {
                await task(i);
                times.push(performance.now() - t0);
            } catch (err) {
                failures.push(err.message);
            }
        }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    times.sort((a, b) => a - b);
    return {
        median: percentile(times, 50),
        p95: percentile(times, 95),
        errors: failures.length,
        firstError: failures[0],
    };
}
