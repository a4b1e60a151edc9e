import { describe, expect, it } from 'vitest';

import { fapiaoInput, paymentInstructionsOf, readPayForm } from './pay-form';

describe('paymentInstructionsOf', () => {
    it('reads a page to go to and a code to scan', () => {
        expect(paymentInstructionsOf({ kind: 'redirect', url: 'https://gw.example/pay?x=1' })).toEqual({
            kind: 'redirect',
            url: 'https://gw.example/pay?x=1',
        });
        expect(paymentInstructionsOf({ kind: 'qr', codeUrl: 'weixin://wxpay/bizpayurl?pr=abc' })).toEqual({
            kind: 'qr',
            codeUrl: 'weixin://wxpay/bizpayurl?pr=abc',
        });
    });

    it('refuses anything else', () => {
        for (const value of [null, 'https://gw.example', {}, { kind: 'redirect' }, { kind: 'qr', codeUrl: '' }, []]) {
            expect(paymentInstructionsOf(value)).toBeUndefined();
        }
    });
});

describe('readPayForm', () => {
    it('takes a method and no fapiao', () => {
        expect(readPayForm({ method: 'wechatpay', fapiaoType: 'none' })).toEqual({
            ok: true,
            method: 'wechatpay',
            fapiao: { fapiaoType: 'none', fapiaoTitle: '', fapiaoTaxId: '' },
        });
    });

    it('takes a company’s fapiao with its title and taxpayer id, upper-cased', () => {
        const read = readPayForm({
            method: 'alipay',
            fapiaoType: 'company',
            fapiaoTitle: ' 上海表行有限公司 ',
            fapiaoTaxId: '91310000mA1fl2ab3c',
        });
        expect(read.ok && read.fapiao).toEqual({
            fapiaoType: 'company',
            fapiaoTitle: '上海表行有限公司',
            fapiaoTaxId: '91310000MA1FL2AB3C',
        });
    });

    it('refuses a company’s fapiao without title or with a wrong taxpayer id, and an unknown method', () => {
        expect(readPayForm({ method: 'paypal', fapiaoType: 'company', fapiaoTitle: '', fapiaoTaxId: '123' })).toEqual({
            ok: false,
            errors: {
                fapiaoTitle: 'validation.required',
                fapiaoTaxId: 'validation.taxpayerId',
                method: 'serviceRepair.pay.chooseMethod',
            },
        });
    });
});

describe('fapiaoInput', () => {
    it('sends title and taxpayer id for a company’s fapiao only', () => {
        expect(fapiaoInput({ fapiaoType: 'personal', fapiaoTitle: 'x', fapiaoTaxId: 'y' })).toEqual({
            fapiaoType: 'personal',
            fapiaoTitle: null,
            fapiaoTaxId: null,
        });
        expect(fapiaoInput({ fapiaoType: 'company', fapiaoTitle: 'A', fapiaoTaxId: 'B' })).toEqual({
            fapiaoType: 'company',
            fapiaoTitle: 'A',
            fapiaoTaxId: 'B',
        });
    });
});
