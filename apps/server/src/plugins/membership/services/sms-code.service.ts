import { hkdfSync } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ConfigService, Logger, RequestContext, TransactionalConnection } from '@vendure/core';
import { LessThan, MoreThan } from 'typeorm';

import { mobileSchema } from '@maison/shared';

import { clientKey, RateLimiters } from '../../security';
import { AnsweredInSharedStore } from '../captcha/answered-in-shared-store';
import { LocalCaptchaVerifier } from '../captcha/local-captcha-verifier';
import type { CaptchaVerifier } from '../captcha/captcha-verifier';
import { TencentCaptchaVerifier } from '../captcha/tencent-captcha-verifier';
import { loggerCtx, MEMBERSHIP_PLUGIN_OPTIONS } from '../constants';
import { SmsCode, type SmsCodePurpose } from '../entities/sms-code.entity';
import { AliyunSmsSender } from '../sms/aliyun-sms-sender';
import { OutboxSmsSender } from '../sms/outbox-sms-sender';
import { CountedSmsSender } from '../sms/counted-sms-sender';
import { recordSms } from '../../../common/metrics/registry';
import {
    checkSmsCode,
    generateSmsCode,
    hashSmsCode,
    SMS_CODE_POLICY,
    sendRefusal,
    type CodeCheck,
    type RecentSends,
} from '../sms/sms-code-policy';
import type { SmsSender } from '../sms/sms-sender';
import type { MembershipPluginOptions } from '../types';

export type RequestCodeResult =
    | { sent: true; retryAfterMs: number }
    | { sent: false; reason: 'INVALID_MOBILE' | 'CAPTCHA_FAILED' | 'SMS_UNAVAILABLE' }
    | { sent: false; reason: 'TOO_SOON' | 'DAILY_LIMIT'; retryAfterMs: number };

/** A key of its own for each use, derived from the cookie secret (HKDF): no new secret to keep. */
export function derivedKey(secret: string, purpose: string): string {
    return Buffer.from(hkdfSync('sha256', secret, 'morvaux-membership', purpose, 32)).toString('base64url');
}

/** A code's row, added within the send limits, or the limit that refused it. */
type Reservation =
    { ok: true; id: SmsCode['id'] } | { ok: false; reason: 'TOO_SOON' | 'DAILY_LIMIT'; retryAfterMs: number };

/**
 * Sign-in codes: asked for behind a captcha, within the send limits per number and per client
 * address, sent by SMS, kept hashed, and checked once (SMS_CODE_POLICY).
 */
@Injectable()
export class SmsCodeService {
    readonly sender: SmsSender;
    readonly captcha: CaptchaVerifier;
    private readonly pepper: string;
    /** Limit checks and the rows that count them, one request at a time in this process (and locked across processes on PostgreSQL). */
    private queue: Promise<unknown> = Promise.resolve();

    constructor(
        private connection: TransactionalConnection,
        configService: ConfigService,
        @Inject(MEMBERSHIP_PLUGIN_OPTIONS) options: MembershipPluginOptions,
        moduleRef: ModuleRef,
    ) {
        const secret = String(configService.authOptions.cookieOptions.secret ?? '');
        this.pepper = derivedKey(secret, 'sms-code');
        this.sender = new CountedSmsSender(
            options.sms.kind === 'aliyun' ? new AliyunSmsSender(options.sms) : new OutboxSmsSender(options.sms.dir),
        );
        this.captcha =
            options.captcha.kind === 'tencent'
                ? new TencentCaptchaVerifier(options.captcha)
                : new LocalCaptchaVerifier(
                      derivedKey(secret, 'local-captcha'),
                      Date.now,
                      // The security plugin's store, shared by every instance; looked up across modules.
                      new AnsweredInSharedStore(() => moduleRef.get(RateLimiters, { strict: false })),
                  );
    }

    /** A challenge of the local captcha, when it is the one in use. */
    localChallenge(): { randstr: string; ticket: string } | undefined {
        return this.captcha instanceof LocalCaptchaVerifier ? this.captcha.challenge() : undefined;
    }

    /** Sends a code for `purpose` (sign-in unless said) to a valid number whose visitor passed the captcha. */
    async requestCode(
        ctx: RequestContext,
        input: { mobile: string; ticket: string; randstr: string },
        purpose: SmsCodePurpose = 'sign-in',
    ): Promise<RequestCodeResult> {
        const parsed = mobileSchema.safeParse(input.mobile);
        if (!parsed.success) return { sent: false, reason: 'INVALID_MOBILE' };
        if (!(await this.passesCaptcha(ctx, input))) return { sent: false, reason: 'CAPTCHA_FAILED' };
        return this.sendCode(ctx, parsed.data, purpose);
    }

    /** Whether the visitor's captcha answer holds (each answer once); a captcha service that fails is a no. */
    async passesCaptcha(ctx: RequestContext, answer: { ticket: string; randstr: string }): Promise<boolean> {
        return this.captcha
            .verify({ ticket: answer.ticket, randstr: answer.randstr, clientAddress: ctx.req?.ip ?? 'unknown' })
            .catch((err: unknown) => {
                Logger.warn(`Captcha check failed: ${(err as Error).message}`, loggerCtx);
                return false;
            });
    }

    /**
     * Sends a code for `purpose` to a valid mainland number, within the send limits (counted
     * over every purpose: they guard the number, whatever it is texted for); the captcha is the
     * caller's to check.
     */
    async sendCode(
        ctx: RequestContext,
        mobile: string,
        purpose: SmsCodePurpose = 'sign-in',
    ): Promise<RequestCodeResult> {
        const code = generateSmsCode();
        const client = clientKey(ctx.req?.ip ?? 'unknown');
        const reserved = await this.oneAtATime(() => this.reserve(ctx, mobile, client, code, purpose));
        if (!reserved.ok) return { sent: false, reason: reserved.reason, retryAfterMs: reserved.retryAfterMs };
        try {
            await this.sender.sendCode({ mobile, code, validMinutes: SMS_CODE_POLICY.ttlMs / 60_000 });
        } catch (err) {
            Logger.error(
                `Sign-in code not sent to ${mobile.slice(0, 3)}****${mobile.slice(-4)}: ${(err as Error).message}`,
                loggerCtx,
            );
            await this.connection.getRepository(ctx, SmsCode).delete({ id: reserved.id });
            return { sent: false, reason: 'SMS_UNAVAILABLE' };
        }
        return { sent: true, retryAfterMs: SMS_CODE_POLICY.minIntervalMs };
    }

    /**
     * Checks a typed code against the newest sent to the number for the same purpose: a wrong
     * one counts against it, the right one is spent. A code sent for one purpose neither serves
     * nor loses tries for another (an order's proof cannot wear out a sign-in code). The row is
     * locked (PostgreSQL) so two tries cannot both spend it.
     */
    async useCode(
        ctx: RequestContext,
        mobile: string,
        typed: string,
        opts: { keep?: boolean; purpose?: SmsCodePurpose } = {},
    ): Promise<CodeCheck> {
        return this.connection.withTransaction(ctx, async (tx) => {
            const qb = this.connection
                .getRepository(tx, SmsCode)
                .createQueryBuilder('code')
                .where('code.mobile = :mobile', { mobile })
                .andWhere('code.purpose = :purpose', { purpose: opts.purpose ?? 'sign-in' })
                .orderBy('code.createdAt', 'DESC')
                .addOrderBy('code.id', 'DESC')
                .limit(1);
            if (this.connection.rawConnection.options.type === 'postgres') qb.setLock('pessimistic_write');
            const row = await qb.getOne();
            const typedHash = /^\d{6}$/.test(typed) ? hashSmsCode(mobile, typed, this.pepper) : '';
            const check = checkSmsCode(
                row
                    ? {
                          codeHash: row.codeHash,
                          expiresAt: row.expiresAt.getTime(),
                          wrongTries: row.wrongTries,
                          usedAt: row.usedAt?.getTime(),
                      }
                    : undefined,
                typedHash,
                Date.now(),
            );
            if (row && check === 'WRONG')
                await this.connection.getRepository(tx, SmsCode).increment({ id: row.id }, 'wrongTries', 1);
            if (row && check === 'OK' && !opts.keep)
                await this.connection.getRepository(tx, SmsCode).update({ id: row.id }, { usedAt: new Date() });
            return check;
        });
    }

    /** Forgets the codes older than a day: they count for no limit any more. */
    async deleteOld(ctx: RequestContext, now = Date.now()): Promise<number> {
        const result = await this.connection
            .getRepository(ctx, SmsCode)
            .delete({ createdAt: LessThan(new Date(now - SMS_CODE_POLICY.dayMs)) });
        return result.affected ?? 0;
    }

    private async reserve(
        ctx: RequestContext,
        mobile: string,
        client: string,
        code: string,
        purpose: SmsCodePurpose,
    ): Promise<Reservation> {
        return this.connection.withTransaction(ctx, async (tx) => {
            if (this.connection.rawConnection.options.type === 'postgres') {
                // The sends are counted by their rows: checking the limits and adding the row
                // are one step per number and per address across every instance (a transaction
                // lock, taken in one order so that two requests never wait on each other).
                for (const key of [`sms-code:mobile:${mobile}`, `sms-code:client:${client}`].sort()) {
                    await this.connection
                        .getRepository(tx, SmsCode)
                        .query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
                }
            }
            return this.reserveLocked(tx, mobile, client, code, purpose);
        });
    }

    private async reserveLocked(
        ctx: RequestContext,
        mobile: string,
        client: string,
        code: string,
        purpose: SmsCodePurpose,
    ): Promise<Reservation> {
        const now = Date.now();
        for (const where of [{ mobile }, { clientKey: client }]) {
            const refusal = sendRefusal(await this.recent(ctx, where, now), now);
            if (refusal) {
                recordSms('code', 'refused');
                return { ok: false, ...refusal };
            }
        }
        const row = await this.connection.getRepository(ctx, SmsCode).save(
            new SmsCode({
                mobile,
                clientKey: client,
                codeHash: hashSmsCode(mobile, code, this.pepper),
                expiresAt: new Date(now + SMS_CODE_POLICY.ttlMs),
                wrongTries: 0,
                usedAt: null,
                purpose,
            }),
        );
        return { ok: true, id: row.id };
    }

    private async recent(
        ctx: RequestContext,
        where: { mobile: string } | { clientKey: string },
        now: number,
    ): Promise<RecentSends> {
        const rows = await this.connection.getRepository(ctx, SmsCode).find({
            select: { id: true, createdAt: true },
            where: { ...where, createdAt: MoreThan(new Date(now - SMS_CODE_POLICY.dayMs)) },
            order: { createdAt: 'DESC' },
            take: SMS_CODE_POLICY.maxPerDay,
        });
        return { lastSentAt: rows[0]?.createdAt.getTime(), sentInDay: rows.length };
    }

    private oneAtATime<T>(run: () => Promise<T>): Promise<T> {
        const mine = this.queue.catch(() => undefined).then(run);
        this.queue = mine;
        return mine;
    }
}
