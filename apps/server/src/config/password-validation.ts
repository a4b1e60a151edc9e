import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordFitsHash } from '@maison/shared';
import { DefaultPasswordValidationStrategy, type RequestContext } from '@vendure/core';

/**
 * The storefront's password rule for every client of the APIs: 8 to 72 characters, and no more
 * than the 72 bytes bcrypt reads, so that two passwords differing only past that point are not
 * one and the same.
 */
export class ShopPasswordValidationStrategy extends DefaultPasswordValidationStrategy {
    constructor() {
        super({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
    }

    validate(ctx: RequestContext, password: string): boolean | string {
        const result = super.validate(ctx, password);
        if (result !== true) return result;
        return passwordFitsHash(password) || 'Password must be at most 72 bytes long';
    }
}
