import { describe, expect, it } from 'vitest';

import { likeOperator } from './search-input';

describe('likeOperator', () => {
    it('folds case on PostgreSQL only for words with cased letters', () => {
        expect(likeOperator('postgres', '表带')).toBe('LIKE');
        expect(likeOperator('postgres', '金')).toBe('LIKE');
        expect(likeOperator('postgres', '42')).toBe('LIKE');
        expect(likeOperator('postgres', 'alligator')).toBe('ILIKE');
        expect(likeOperator('postgres', 'Kautschuk')).toBe('ILIKE');
        // Mixed: one cased letter is enough.
        expect(likeOperator('postgres', '表带a')).toBe('ILIKE');
        expect(likeOperator('postgres', 'straße')).toBe('ILIKE');
    });

    it('uses LIKE on SQLite, which ignores ASCII case itself', () => {
        expect(likeOperator('sqlite', 'alligator')).toBe('LIKE');
        expect(likeOperator('sqlite', '表带')).toBe('LIKE');
    });
});
