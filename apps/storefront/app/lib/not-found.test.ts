import { data } from 'react-router';
import { describe, expect, it } from 'vitest';

import { isNotFound, notFound } from './not-found';

describe('isNotFound', () => {
    it('recognises our 404 and nothing else', () => {
        expect(isNotFound(notFound())).toBe(true);
        expect(isNotFound(data(null, { status: 410 }))).toBe(false);
        expect(isNotFound(new Error('boom'))).toBe(false);
        expect(isNotFound(undefined)).toBe(false);
    });
});
