import { describe, expect, it } from 'vitest';

import { isBirthday, isMailable, memberTier, placeholderEmail, pointsForFen } from './constants';
import {
    changePasswordSchema,
    loginFormSchema,
    profileSchema,
    registerFormSchema,
    resetPasswordSchema,
    signInMessages,
    smsCodeRequestSchema,
    smsSignInSchema,
} from './member-forms';
import { validationMessages } from './validation';

function firstMessage(result: { error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }, field: string) {
    return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('login modal forms (spec §5)', () => {
    it("answers an invalid e-mail with 'Invalid email' and a missing field with 'This field is required'", () => {
        const bad = loginFormSchema.safeParse({ username: 'nope', password: '' });
        expect(firstMessage(bad, 'username')).toBe(signInMessages.email);
        expect(firstMessage(bad, 'password')).toBe(signInMessages.required);
        expect(firstMessage(loginFormSchema.safeParse({ password: 'x' }), 'username')).toBe(signInMessages.required);
    });

    it('signs in with e-mail and password, the box optional', () => {
        expect(loginFormSchema.parse({ username: ' a@b.cn ', password: ' secret ' })).toEqual({
            username: 'a@b.cn',
            password: ' secret ',
        });
        expect(loginFormSchema.safeParse({ username: 'a@b.cn', password: 'x', rememberMe: 'yes' }).success).toBe(false);
    });

    it('registers only with the create-account box ticked and a password of eight characters', () => {
        const base = { email: 'a@b.cn', firstName: '伟', lastName: '李', password: 'longenough' };
        expect(firstMessage(registerFormSchema.safeParse(base), 'createAccount')).toBe(signInMessages.required);
        expect(registerFormSchema.safeParse({ ...base, createAccount: 'on' }).success).toBe(true);
        const short = registerFormSchema.safeParse({ ...base, password: 'short', createAccount: 'on' });
        expect(firstMessage(short, 'password')).toBe(signInMessages.passwordLength);
    });

    it('takes no password longer than the 72 bytes bcrypt reads, however few characters it has', () => {
        const base = { email: 'a@b.cn', firstName: '伟', lastName: '李', createAccount: 'on' };
        // 24 Chinese characters are 72 bytes: all of it counts. One more would be cut off.
        expect(registerFormSchema.safeParse({ ...base, password: '表'.repeat(24) }).success).toBe(true);
        const tooLong = registerFormSchema.safeParse({ ...base, password: '表'.repeat(25) });
        expect(firstMessage(tooLong, 'password')).toBe(signInMessages.passwordBytes);
        expect(registerFormSchema.safeParse({ ...base, password: 'a'.repeat(72) }).success).toBe(true);
    });

    it('resets a password only when both entries match', () => {
        const base = { token: 'abc', password: 'longenough' };
        expect(resetPasswordSchema.safeParse({ ...base, confirmPassword: 'longenough' }).success).toBe(true);
        const mismatch = resetPasswordSchema.safeParse({ ...base, confirmPassword: 'different' });
        expect(firstMessage(mismatch, 'confirmPassword')).toBe(signInMessages.passwordMismatch);
    });
});

describe('SMS sign-in forms', () => {
    it('normalises the number and needs the captcha answer', () => {
        const parsed = smsCodeRequestSchema.parse({ mobile: '138-0013 8000', ticket: 't', randstr: 'r' });
        expect(parsed.mobile).toBe('13800138000');
        const noCaptcha = smsCodeRequestSchema.safeParse({ mobile: '13800138000', ticket: '', randstr: '' });
        expect(firstMessage(noCaptcha, 'ticket')).toBe(signInMessages.captcha);
        const notDone = smsCodeRequestSchema.safeParse({ mobile: '13800138000' });
        expect(firstMessage(notDone, 'ticket')).toBe(signInMessages.captcha);
        const badNumber = smsCodeRequestSchema.safeParse({ mobile: '12800138000', ticket: 't', randstr: 'r' });
        expect(firstMessage(badNumber, 'mobile')).toBe(validationMessages.tel);
    });

    it('takes a code of exactly six digits', () => {
        expect(smsSignInSchema.safeParse({ mobile: '13800138000', code: ' 123456 ' }).success).toBe(true);
        for (const code of ['12345', '1234567', '12345a']) {
            const result = smsSignInSchema.safeParse({ mobile: '13800138000', code });
            expect(firstMessage(result, 'code')).toBe(signInMessages.smsCode);
        }
    });
});

describe('members without e-mail', () => {
    it('stand in an address that is never mailed', () => {
        expect(isMailable(placeholderEmail('13800138000'))).toBe(false);
        expect(isMailable('13800138000@SMS-MEMBER.INVALID')).toBe(false);
        expect(isMailable('closed-12@closed-account.invalid')).toBe(false);
        expect(isMailable('li.wei@example.cn')).toBe(true);
        expect(isMailable('')).toBe(false);
        expect(isMailable(null)).toBe(false);
    });
});

describe('profile', () => {
    it('keeps a birthday only as a real date between 1900 and today', () => {
        const today = new Date('2026-11-25T00:00:00Z');
        expect(isBirthday('1990-02-28', today)).toBe(true);
        expect(isBirthday('1990-02-30', today)).toBe(false);
        expect(isBirthday('2027-01-01', today)).toBe(false);
        expect(isBirthday('1899-12-31', today)).toBe(false);
        expect(isBirthday('1990-2-3', today)).toBe(false);
    });

    it('takes a name, and a birthday and gender that may stay empty', () => {
        expect(profileSchema.safeParse({ lastName: '李', firstName: '伟', birthday: '', gender: '' }).success).toBe(
            true,
        );
        const bad = profileSchema.safeParse({ lastName: '李', firstName: '伟', birthday: '1990-13-01', gender: 'x' });
        expect(firstMessage(bad, 'birthday')).toBe(signInMessages.birthday);
        expect(bad.error?.issues.some((issue) => issue.path[0] === 'gender')).toBe(true);
    });

    it('changes a password only with the new one twice alike', () => {
        const form = { currentPassword: 'old', password: 'New-password-1', confirmPassword: 'New-password-2' };
        expect(firstMessage(changePasswordSchema.safeParse(form), 'confirmPassword')).toBe(
            signInMessages.passwordMismatch,
        );
    });
});

describe('member club', () => {
    it('gives a point a yuan and names the tier reached and the next', () => {
        expect(pointsForFen(1_234_599)).toBe(12_345);
        expect(memberTier(0)).toEqual({ tier: 'classic', next: { tier: 'prestige', missing: 50_000 } });
        expect(memberTier(49_999).tier).toBe('classic');
        expect(memberTier(50_000)).toEqual({ tier: 'prestige', next: { tier: 'icon', missing: 150_000 } });
        expect(memberTier(250_000)).toEqual({ tier: 'icon' });
    });
});
