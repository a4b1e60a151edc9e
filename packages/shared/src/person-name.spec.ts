import { describe, expect, it } from 'vitest';

import { formatPersonName } from './person-name';

describe('formatPersonName', () => {
    const lei = { firstName: 'Lei', lastName: 'Li' };

    it('writes the family name first without a space in Chinese', () => {
        expect(formatPersonName(lei, 'zh')).toBe('LiLei');
        expect(formatPersonName({ firstName: '雷', lastName: '李' }, 'zh')).toBe('李雷');
    });

    it('writes the given name first, then the family name, in English and German', () => {
        expect(formatPersonName(lei, 'en')).toBe('Lei Li');
        expect(formatPersonName(lei, 'de')).toBe('Lei Li');
        expect(formatPersonName({ firstName: '雷', lastName: '李' }, 'en')).toBe('雷 李');
    });

    it('leaves out a missing part and its space', () => {
        expect(formatPersonName({ firstName: '', lastName: 'Li' }, 'en')).toBe('Li');
        expect(formatPersonName({ firstName: ' Lei ', lastName: null }, 'de')).toBe('Lei');
        expect(formatPersonName({}, 'zh')).toBe('');
    });
});
