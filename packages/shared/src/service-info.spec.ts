import { describe, expect, it } from 'vitest';

import {
    faqEntryProblem,
    faqMatches,
    faqSearchWords,
    isServiceProsePath,
    normaliseModelQuery,
    pricesForModel,
    servicePriceProblem,
    sortServicePrices,
    type ServicePriceRow,
} from './service-info';

const rows: ServicePriceRow[] = [
    { movement: 'automatic', complication: null, operation: 'full-service', priceFen: 480_000 },
    { movement: 'automatic', complication: null, operation: 'polishing', priceFen: 180_000 },
    { movement: 'automatic', complication: 'perpetual-calendar', operation: 'full-service', priceFen: 1_680_000 },
    { movement: 'automatic', complication: 'gmt', operation: 'full-service', priceFen: 560_000 },
    { movement: 'quartz', complication: null, operation: 'battery', priceFen: 48_000 },
    { movement: 'quartz', complication: null, operation: 'full-service', priceFen: 220_000 },
];

describe('pricesForModel', () => {
    it("lists the movement's own prices in the operations' order", () => {
        expect(pricesForModel(rows, { movement: 'quartz', complications: [] })).toEqual([
            { operation: 'full-service', priceFen: 220_000, complication: null },
            { operation: 'battery', priceFen: 48_000, complication: null },
        ]);
    });

    it("prices an operation by the watch's dearest complication, and keeps the movement's price for the rest", () => {
        expect(pricesForModel(rows, { movement: 'automatic', complications: ['gmt', 'perpetual-calendar'] })).toEqual([
            { operation: 'full-service', priceFen: 1_680_000, complication: 'perpetual-calendar' },
            { operation: 'polishing', priceFen: 180_000, complication: null },
        ]);
        expect(pricesForModel(rows, { movement: 'automatic', complications: ['gmt'] })[0]).toEqual({
            operation: 'full-service',
            priceFen: 560_000,
            complication: 'gmt',
        });
    });

    it('ignores complications of another movement and answers nothing without a movement', () => {
        expect(pricesForModel(rows, { movement: 'quartz', complications: ['gmt'] })).toHaveLength(2);
        expect(pricesForModel(rows, { movement: null, complications: ['gmt'] })).toEqual([]);
        expect(pricesForModel(rows, { movement: 'manual', complications: [] })).toEqual([]);
    });
});

describe('servicePriceProblem', () => {
    it('names the field staff gave wrongly', () => {
        const ok = { movement: 'automatic', complication: null, operation: 'battery', priceFen: 48_000 };
        expect(servicePriceProblem(ok)).toBeNull();
        expect(servicePriceProblem({ ...ok, movement: 'Auto matic' })).toBe('movement');
        expect(servicePriceProblem({ ...ok, complication: 'GMT!' })).toBe('complication');
        expect(servicePriceProblem({ ...ok, operation: 'engraving' })).toBe('operation');
        expect(servicePriceProblem({ ...ok, priceFen: -1 })).toBe('priceFen');
        expect(servicePriceProblem({ ...ok, priceFen: 12.5 })).toBe('priceFen');
        expect(servicePriceProblem({ ...ok, priceFen: 20_000_001 })).toBe('priceFen');
    });
});

describe('sortServicePrices', () => {
    it("follows the catalogue's movement order, own prices before complications", () => {
        const sorted = sortServicePrices(rows, ['quartz', 'automatic']);
        expect(sorted.map((r) => `${r.movement}/${r.complication ?? ''}/${r.operation}`)).toEqual([
            'quartz//full-service',
            'quartz//battery',
            'automatic//full-service',
            'automatic//polishing',
            'automatic/gmt/full-service',
            'automatic/perpetual-calendar/full-service',
        ]);
    });
});

describe('normaliseModelQuery', () => {
    it('trims, folds spaces and bounds the text', () => {
        expect(normaliseModelQuery('  M1A1001 ')).toBe('M1A1001');
        expect(normaliseModelQuery('heritage   petite')).toBe('heritage petite');
        expect(normaliseModelQuery('   ')).toBeNull();
        expect(normaliseModelQuery(undefined)).toBeNull();
        expect(normaliseModelQuery('x'.repeat(200))).toHaveLength(60);
    });
});

describe('FAQ search', () => {
    const entry = { question: '腕表多久需要保养一次？', answer: 'We recommend a full Service every five years.' };

    it('finds a two-character Chinese word inside a sentence', () => {
        expect(faqMatches(entry, faqSearchWords('保养'))).toBe(true);
        expect(faqMatches(entry, faqSearchWords('表带'))).toBe(false);
    });

    it('needs every word, in any case', () => {
        expect(faqMatches(entry, faqSearchWords('SERVICE five'))).toBe(true);
        expect(faqMatches(entry, faqSearchWords('service battery'))).toBe(false);
    });

    it('matches everything when nothing is asked, and bounds the query', () => {
        expect(faqSearchWords('  ')).toEqual([]);
        expect(faqMatches(entry, [])).toBe(true);
        expect(faqSearchWords('a'.repeat(100))[0]).toHaveLength(60);
    });

    it('checks an entry staff write', () => {
        expect(faqEntryProblem({ topic: 'care', question: 'Q?', answer: 'A.' })).toBeNull();
        expect(faqEntryProblem({ topic: 'engraving', question: 'Q?', answer: 'A.' })).toBe('topic');
        expect(faqEntryProblem({ topic: 'care', question: ' ', answer: 'A.' })).toBe('question');
        expect(faqEntryProblem({ topic: 'care', question: 'Q?', answer: 'x'.repeat(4001) })).toBe('answer');
    });
});

describe('a service question', () => {
    it('needs an e-mail to be answered by, where a store message may give a mobile only', async () => {
        const { contactMessageProblem } = await import('./contact-form');
        const question = {
            kind: 'serviceQuestion',
            name: '王先生',
            mobile: '13800138000',
            subject: '保养',
            body: '我的腕表走时变快了。',
            privacyConsent: true,
        };
        expect(contactMessageProblem(question)).toEqual({ field: 'email', message: 'validation.required' });
        expect(contactMessageProblem({ ...question, email: 'wang@example.com' })).toBeUndefined();
        expect(contactMessageProblem({ ...question, kind: 'storeContact', storeSlug: 'beijing-skp' })).toBeUndefined();
    });
});

describe('isServiceProsePath', () => {
    it('names the fixed service pages whose prose the CMS holds, and no other', () => {
        expect(isServiceProsePath('/service')).toBe(true);
        expect(isServiceProsePath('/service/watch-care')).toBe(true);
        expect(isServiceProsePath('/service/international-warranty')).toBe(true);
        expect(isServiceProsePath('/service/centers/cn')).toBe(false);
        expect(isServiceProsePath('/service/user-manuals')).toBe(false);
        expect(isServiceProsePath('/service/watch-care/more')).toBe(false);
    });
});
