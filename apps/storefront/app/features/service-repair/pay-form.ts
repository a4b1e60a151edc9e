import { fapiaoSchema, GATEWAY_CODES, isOneOf, type GatewayCode, type PaymentInstructions } from '@maison/shared';
import type { z } from 'zod';

import { fieldErrors } from '~/lib/field-errors';

type Fapiao = z.output<typeof fapiaoSchema>;

/** The instructions a page in a browser can follow: a page to go to or a code to scan. */
type BrowserInstructions = Extract<PaymentInstructions, { kind: 'redirect' | 'qr' }>;

/**
 * A payment's instructions as the server's JSON gives them: a page to go to or a code to
 * scan; undefined for anything else (the page then says the payment could not start).
 */
export function paymentInstructionsOf(value: unknown): BrowserInstructions | undefined {
    if (!value || typeof value !== 'object') return undefined;
    const v = value as Record<string, unknown>;
    if (v.kind === 'redirect' && typeof v.url === 'string' && v.url) return { kind: 'redirect', url: v.url };
    if (v.kind === 'qr' && typeof v.codeUrl === 'string' && v.codeUrl) return { kind: 'qr', codeUrl: v.codeUrl };
    return undefined;
}

/** The pay form's method and fapiao, checked as checkout checks them; else its errors by field (i18n keys). */
export function readPayForm(
    form: Record<string, string>,
): { ok: true; method: GatewayCode; fapiao: Fapiao } | { ok: false; errors: Record<string, string> } {
    const fapiao = fapiaoSchema.safeParse(form);
    const errors: Record<string, string> = fapiao.success ? {} : fieldErrors(fapiao.error);
    const method = form.method;
    if (!isOneOf(GATEWAY_CODES, method)) errors.method = 'serviceRepair.pay.chooseMethod';
    if (!fapiao.success || !isOneOf(GATEWAY_CODES, method)) return { ok: false, errors };
    return { ok: true, method, fapiao: fapiao.data };
}

/** The fapiao as the server takes it: title and taxpayer id only for a company's. */
export function fapiaoInput(fapiao: Fapiao) {
    const company = fapiao.fapiaoType === 'company';
    return {
        fapiaoType: fapiao.fapiaoType,
        fapiaoTitle: company ? fapiao.fapiaoTitle : null,
        fapiaoTaxId: company ? fapiao.fapiaoTaxId : null,
    };
}
