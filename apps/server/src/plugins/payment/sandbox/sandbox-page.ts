import { toGatewayYuan } from '../gateway/amount';

function escape(text: string): string {
    return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SandboxPageInput {
    gateway: 'Alipay 支付宝' | 'WeChat Pay 微信支付';
    action: string;
    session: string;
    tradeNo: string;
    amountFen: number;
    subject: string;
}

/** The sandbox's cashier: what is being paid, and a button to pay or to decline. */
export function sandboxPage(input: SandboxPageInput): string {
    const hidden = `<input type="hidden" name="session" value="${escape(input.session)}">`;
    return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(input.gateway)} · Sandbox</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f2ee;color:#1d1d1b;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;padding:32px;max-width:420px;width:calc(100% - 32px);box-shadow:0 8px 30px rgb(0 0 0/.08)}
.note{background:#fff4d6;padding:8px 12px;font-size:13px}
.amount{font-size:32px;margin:16px 0}
form{display:inline}
button{font:inherit;padding:12px 24px;margin:8px 8px 0 0;border:1px solid #1d1d1b;cursor:pointer}
.pay{background:#1d1d1b;color:#fff}
.decline{background:#fff}
</style></head>
<body><main>
<p class="note">支付沙箱：不会产生真实扣款 · Payment sandbox: no money moves</p>
<h1>${escape(input.gateway)}</h1>
<p>订单 Order <strong data-testid="sandbox-trade">${escape(input.tradeNo)}</strong> · ${escape(input.subject)}</p>
<p class="amount" data-testid="sandbox-amount">¥${toGatewayYuan(input.amountFen)}</p>
<form method="post" action="${escape(input.action)}">${hidden}<input type="hidden" name="outcome" value="paid"><button class="pay" type="submit">确认付款 Pay</button></form>
<form method="post" action="${escape(input.action)}">${hidden}<input type="hidden" name="outcome" value="closed"><button class="decline" type="submit">拒绝付款 Decline</button></form>
</main></body></html>`;
}

const DONE = {
    paid: '付款成功 · Paid',
    declined: '已拒绝付款 · Declined',
    closed: '交易已关闭或已过期，不能付款 · This trade is closed or expired: it cannot be paid',
};

/**
 * What the sandbox shows after a Native (QR) payment, which has no page to return to, or in
 * place of the cashier of a trade that can no longer be paid.
 */
export function sandboxDonePage(outcome: keyof typeof DONE): string {
    return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>Sandbox</title></head>
<body style="font-family:system-ui,sans-serif;text-align:center;padding:64px">
<p data-testid="sandbox-done">${DONE[outcome]}</p></body></html>`;
}
