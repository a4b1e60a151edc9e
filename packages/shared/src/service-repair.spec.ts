import { describe, expect, it } from 'vitest';

import {
    mayMoveServiceRequest,
    nextServiceRequestStates,
    SERVICE_REQUEST_STATES,
    SERVICE_REQUEST_TRANSITIONS,
    serviceEstimateSchema,
    serviceEstimateTotal,
} from './service-requests.js';
import { isUnderWarranty } from './warranty.js';

describe('the repair’s moves', () => {
    it('goes the whole way for a paid repair, each move by staff but the owner’s answer', () => {
        const path = [
            ['submitted', 'received', 'staff'],
            ['received', 'inspected', 'staff'],
            ['inspected', 'estimateSent', 'staff'],
            ['estimateSent', 'estimateAccepted', 'owner'],
            ['estimateAccepted', 'inRepair', 'staff'],
            ['inRepair', 'qualityControl', 'staff'],
            ['qualityControl', 'shippedBack', 'staff'],
            ['shippedBack', 'closed', 'staff'],
        ] as const;
        for (const [from, to, actor] of path) {
            expect(mayMoveServiceRequest(from, to, actor), `${from} → ${to}`).toBe(true);
            expect(mayMoveServiceRequest(from, to, actor === 'staff' ? 'owner' : 'staff'), `${from} → ${to}`).toBe(
                false,
            );
        }
    });

    it('skips no step and never leaves an ended request', () => {
        expect(mayMoveServiceRequest('received', 'estimateSent', 'staff')).toBe(false);
        expect(mayMoveServiceRequest('estimateSent', 'inRepair', 'staff')).toBe(false);
        expect(mayMoveServiceRequest('shippedBack', 'cancelled', 'staff')).toBe(false);
        expect(nextServiceRequestStates('closed', 'staff')).toEqual([]);
        expect(nextServiceRequestStates('cancelled', 'staff')).toEqual([]);
    });

    it('sends a declined estimate again or the watch back, and a failed check back to the bench', () => {
        expect(nextServiceRequestStates('estimateDeclined', 'staff')).toEqual([
            'estimateSent',
            'shippedBack',
            'cancelled',
        ]);
        expect(nextServiceRequestStates('qualityControl', 'staff')).toEqual(['inRepair', 'shippedBack']);
        expect(nextServiceRequestStates('estimateSent', 'owner')).toEqual(['estimateAccepted', 'estimateDeclined']);
        expect(nextServiceRequestStates('estimateSent', 'staff')).toEqual(['cancelled']);
    });

    it('names every state, and only states, as a move', () => {
        for (const state of SERVICE_REQUEST_STATES) {
            for (const to of SERVICE_REQUEST_TRANSITIONS[state].to) expect(SERVICE_REQUEST_STATES).toContain(to);
        }
        expect(Object.keys(SERVICE_REQUEST_TRANSITIONS).sort()).toEqual([...SERVICE_REQUEST_STATES].sort());
    });
});

describe('the estimate', () => {
    const line = { operation: 'full-service', label: 'Full service', priceWithTax: 380_000 };

    it('takes one to twelve lines of whole fen within the price table’s range', () => {
        expect(serviceEstimateSchema.safeParse([line]).success).toBe(true);
        expect(serviceEstimateSchema.safeParse([]).success).toBe(false);
        expect(serviceEstimateSchema.safeParse(Array(13).fill(line)).success).toBe(false);
        expect(serviceEstimateSchema.safeParse([{ ...line, priceWithTax: 1.5 }]).success).toBe(false);
        expect(serviceEstimateSchema.safeParse([{ ...line, priceWithTax: -1 }]).success).toBe(false);
        expect(serviceEstimateSchema.safeParse([{ ...line, operation: 'engraving' }]).success).toBe(false);
        expect(serviceEstimateSchema.safeParse([{ ...line, label: '  ' }]).success).toBe(false);
    });

    it('costs the sum of its lines, and nothing under warranty', () => {
        const lines = [line, { ...line, priceWithTax: 40_000 }];
        expect(serviceEstimateTotal(lines, false)).toBe(420_000);
        expect(serviceEstimateTotal(lines, true)).toBe(0);
    });

    it('is under warranty up to the sale’s fifth anniversary, not for a watch never sold', () => {
        expect(isUnderWarranty('2022-03-01', '2027-03-01')).toBe(true);
        expect(isUnderWarranty('2022-03-01', '2027-03-02')).toBe(false);
        expect(isUnderWarranty(null, '2026-01-01')).toBe(false);
    });
});
