import { RequestContext } from '@vendure/core';
import { describe, expect, it } from 'vitest';

import { ShopPasswordValidationStrategy } from './password-validation';

describe('ShopPasswordValidationStrategy', () => {
    const strategy = new ShopPasswordValidationStrategy();
    const ctx = RequestContext.empty();

    it('takes 8 to 72 characters of one byte each', () => {
        expect(strategy.validate(ctx, 'a'.repeat(8))).toBe(true);
        expect(strategy.validate(ctx, 'a'.repeat(72))).toBe(true);
        expect(strategy.validate(ctx, 'a'.repeat(7))).not.toBe(true);
        expect(strategy.validate(ctx, 'a'.repeat(73))).not.toBe(true);
    });

    it('refuses a password whose characters fit but whose bytes bcrypt would cut off', () => {
        expect(strategy.validate(ctx, '表'.repeat(24))).toBe(true);
        expect(strategy.validate(ctx, '表'.repeat(25))).toBe('Password must be at most 72 bytes long');
    });
});
