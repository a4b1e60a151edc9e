import { describe, expect, it } from 'vitest';

import { serviceRequestSms } from './service-request-messages.service';

const request = {
    mobile: '13700130001',
    reference: 'SV-ACDEFGHJ',
    modelName: 'Héritage Automatique 38',
    languageCode: 'en',
    state: 'estimateSent' as const,
    estimateTotal: 420_000,
};

describe('serviceRequestSms', () => {
    it('tells a new request its reference and model with the submission’s template', () => {
        const sms = serviceRequestSms({ ...request, state: 'submitted' });
        expect(sms.template).toBe('serviceRequestSubmitted');
        expect(sms.params).toEqual({ ref: 'SV-ACDEFGHJ', model: 'Héritage Automatique 38' });
    });

    it('tells a move its state in the owner’s language, and the approved template its Chinese name', () => {
        const sms = serviceRequestSms(request, 'moved');
        expect(sms.template).toBe('serviceRequestUpdated');
        expect(sms.params).toEqual({ ref: 'SV-ACDEFGHJ', state: '估价待确认', total: '¥4,200' });
        expect(sms.text).toContain('estimate awaiting your answer');
        expect(sms.text).toContain('¥4,200');
    });

    it('names no price for a move without an estimate', () => {
        const sms = serviceRequestSms({ ...request, state: 'inRepair', languageCode: 'de' }, 'moved');
        expect(sms.params.total).toBe('');
        expect(sms.text).toBe('Ihr Serviceauftrag SV-ACDEFGHJ: in Reparatur. Details finden Sie online.');
    });
});
