import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import {
    CustomerService,
    LanguageCode,
    Permission,
    RequestContext,
    RequestContextService,
    SessionService,
} from '@vendure/core';
import type { Request } from 'express';
import { z } from 'zod';

import { LegacyFailure } from './legacy-failure';
import { legacyRouteOf, type LegacyRouteSpec } from './legacy-route';

/** What the guard leaves on the request for the handler: its context and its parsed input. */
export interface LegacyCall {
    ctx: RequestContext;
    params: Record<string, unknown>;
    query: Record<string, unknown>;
    body: unknown;
}

export const LEGACY_CALL = Symbol('legacy-call');
type WithCall = Request & { [LEGACY_CALL]?: LegacyCall };

const LANGUAGES: Record<string, LanguageCode> = { zh: LanguageCode.zh, en: LanguageCode.en, de: LanguageCode.de };
/** A bearer token as Vendure makes them; anything longer is not one. */
const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{1,512})$/;

/** The language asked for by `?lang=` or the first known one in Accept-Language; Chinese otherwise. */
export function legacyLanguage(req: Request): LanguageCode {
    const asked = typeof req.query.lang === 'string' ? req.query.lang : undefined;
    if (asked && LANGUAGES[asked]) return LANGUAGES[asked];
    const accepted = String(req.headers['accept-language'] ?? '')
        .slice(0, 200)
        .split(',')
        .map((part) => part.trim().slice(0, 2).toLowerCase());
    return LANGUAGES[accepted.find((code) => LANGUAGES[code]) ?? 'zh'];
}

/**
 * Makes the context of a REST call from its bearer token alone (never the session cookie, so
 * no cross-site request can act for a signed-in browser), refuses a member's route without a
 * member's token (none, one naming no session, or a staff member's), and parses the route's params, query and body by its schemas.
 */
@Injectable()
export class LegacyAuthGuard implements CanActivate {
    constructor(
        private sessions: SessionService,
        private requestContexts: RequestContextService,
        private customers: CustomerService,
    ) {}

    async canActivate(context: ExecutionContext): Promise<boolean> {
        const spec = legacyRouteOf(context.getHandler());
        if (!spec) return false;
        const req = context.switchToHttp().getRequest<WithCall>();
        const ctx = await this.contextOf(req, spec);
        req[LEGACY_CALL] = { ctx, ...parseInput(req, spec) };
        return true;
    }

    private async contextOf(req: Request, spec: LegacyRouteSpec): Promise<RequestContext> {
        const languageCode = legacyLanguage(req);
        const header = req.headers.authorization;
        const token = spec.auth === 'none' || !header ? undefined : BEARER.exec(header)?.[1];
        const session = token ? await this.sessions.getSessionFromToken(token) : undefined;
        const member = session?.user ? session : undefined;
        if (spec.auth === 'member' && !member) throw new LegacyFailure('NOT_SIGNED_IN');
        // A token that is given but names no session is refused rather than read as a guest's.
        if (header && spec.auth === 'optional' && !member) throw new LegacyFailure('NOT_SIGNED_IN');
        const base = await this.requestContexts.fromRequest(req, undefined, [Permission.Owner], member);
        const ctx = new RequestContext({
            req,
            apiType: 'shop',
            channel: base.channel,
            session: member,
            languageCode,
            currencyCode: base.currencyCode,
            isAuthorized: base.isAuthorized,
            authorizedAsOwnerOnly: base.authorizedAsOwnerOnly,
        });
        // A session whose user is no customer (a staff member's) is no member's token either:
        // else a member's row would open a cart or reach a service for a user with no member.
        if (member?.user && !(await this.customers.findOneByUserId(ctx, member.user.id)))
            throw new LegacyFailure('NOT_SIGNED_IN');
        return ctx;
    }
}

function parseInput(req: Request, spec: LegacyRouteSpec): Omit<LegacyCall, 'ctx'> {
    return {
        params: parsePart(spec.params, req.params, 'params'),
        query: parsePart(spec.query, req.query, 'query'),
        body: spec.body ? parsePart(spec.body, req.body, 'body') : undefined,
    };
}

function parsePart<T>(schema: z.ZodType<T> | undefined, value: unknown, part: string): T & Record<string, unknown> {
    if (!schema) return {} as T & Record<string, unknown>;
    const parsed = schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data as T & Record<string, unknown>;
    const issue = parsed.error.issues[0];
    throw new LegacyFailure('INVALID', issue.path.length ? issue.path.join('.') : part);
}

/** The call the guard prepared, for the handler: `@LegacyInput()`. */
export function legacyCallOf(req: Request): LegacyCall {
    const call = (req as WithCall)[LEGACY_CALL];
    if (!call) throw new Error('a legacy route ran without its guard');
    return call;
}
