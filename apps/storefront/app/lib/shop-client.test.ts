import { describe, expect, it } from 'vitest';

import { statusOfFailure } from './shop-client.server';

describe('statusOfFailure', () => {
    it('answers what the visitor sent wrong with a 4xx', () => {
        expect(statusOfFailure(200, ['BAD_USER_INPUT'])).toBe(400);
        expect(statusOfFailure(200, ['USER_INPUT_ERROR'])).toBe(400);
        expect(statusOfFailure(400, ['QUERY_TOO_COMPLEX'])).toBe(400);
        expect(statusOfFailure(200, ['FORBIDDEN'])).toBe(403);
        expect(statusOfFailure(200, ['', 'ENTITY_NOT_FOUND'])).toBe(404);
    });

    it('keeps the backend status otherwise, and makes an unexplained failure a 500', () => {
        expect(statusOfFailure(413, [])).toBe(413);
        expect(statusOfFailure(503, ['INTERNAL_SERVER_ERROR'])).toBe(503);
        expect(statusOfFailure(200, ['INTERNAL_SERVER_ERROR'])).toBe(500);
    });
});
