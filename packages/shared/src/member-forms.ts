import { z } from 'zod';

import { GENDERS, isBirthday, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordFitsHash } from './constants.js';
import { mobileSchema } from './validation.js';

/**
 * The forms of the login modal and the member's pages (spec §3, §5). The modal words its
 * errors its own way ('Invalid email', 'This field is required'); like every message here
 * they are i18n keys of the `validation` namespace.
 */
export const signInMessages = {
    required: 'validation.fieldRequired',
    email: 'validation.invalidEmail',
    passwordLength: 'validation.passwordLength',
    passwordBytes: 'validation.passwordBytes',
    passwordMismatch: 'validation.passwordMismatch',
    smsCode: 'validation.smsCode',
    captcha: 'validation.captcha',
    birthday: 'validation.birthday',
} as const;

const required = z.string({ error: signInMessages.required });

const modalEmail = required
    .trim()
    .min(1, signInMessages.required)
    .max(254, signInMessages.email)
    .pipe(z.email(signInMessages.email));

/** A name as the shopper writes it, Chinese or Latin. */
const personName = required.trim().min(1, signInMessages.required).max(50);

/** A password to sign in with: checked by the server, so only bounded here (and never trimmed). */
const currentPassword = required.min(1, signInMessages.required).max(PASSWORD_MAX_LENGTH);

const newPassword = required
    .min(1, signInMessages.required)
    .min(PASSWORD_MIN_LENGTH, signInMessages.passwordLength)
    .max(PASSWORD_MAX_LENGTH, signInMessages.passwordLength)
    .refine(passwordFitsHash, signInMessages.passwordBytes);

/** An HTML checkbox: 'on' when ticked, absent otherwise. */
const ticked = z.literal('on', { error: signInMessages.required });

export const loginFormSchema = z.object({
    username: modalEmail,
    password: currentPassword,
    rememberMe: ticked.optional(),
});

export const registerFormSchema = z.object({
    email: modalEmail,
    firstName: personName,
    lastName: personName,
    password: newPassword,
    createAccount: ticked,
});

export const forgotPasswordSchema = z.object({ email: modalEmail });

export const resetPasswordSchema = z
    .object({
        token: z.string().min(1, signInMessages.required).max(256),
        password: newPassword,
        confirmPassword: required.min(1, signInMessages.required).max(PASSWORD_MAX_LENGTH),
    })
    .refine((form) => form.password === form.confirmPassword, {
        message: signInMessages.passwordMismatch,
        path: ['confirmPassword'],
    });

/**
 * Asking for a sign-in code: the number and what the captcha gave back. The local captcha also
 * asks for its box to be ticked (`human`), which Tencent's replaces with its own puzzle.
 */
export const smsCodeRequestSchema = z.object({
    mobile: mobileSchema,
    // Missing when the captcha was not done yet: the same message as an empty answer.
    ticket: z
        .string({ error: signInMessages.captcha })
        .min(1, signInMessages.captcha)
        .max(2048, signInMessages.captcha),
    randstr: z
        .string({ error: signInMessages.captcha })
        .min(1, signInMessages.captcha)
        .max(256, signInMessages.captcha),
});

export const SMS_CODE_PATTERN = /^\d{6}$/;

export const smsSignInSchema = z.object({
    mobile: mobileSchema,
    code: required.trim().regex(SMS_CODE_PATTERN, signInMessages.smsCode),
    acceptTerms: ticked.optional(),
});

/** The profile form: name, birthday and gender (both may stay empty), and the newsletter box. */
export const profileSchema = z.object({
    lastName: personName,
    firstName: personName,
    birthday: z
        .string()
        .trim()
        .refine((value) => value === '' || isBirthday(value), signInMessages.birthday)
        .optional(),
    gender: z.union([z.literal(''), z.enum(GENDERS)]).optional(),
    newsletter: ticked.optional(),
});

export const changePasswordSchema = z
    .object({
        currentPassword: currentPassword,
        password: newPassword,
        confirmPassword: required.min(1, signInMessages.required).max(PASSWORD_MAX_LENGTH),
    })
    .refine((form) => form.password === form.confirmPassword, {
        message: signInMessages.passwordMismatch,
        path: ['confirmPassword'],
    });
