import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { type FailureCode, failureStatus, isFailureCode, LEGACY_RESULT_FAILURE } from '@maison/shared';
import { ForbiddenError, I18nError } from '@vendure/core';
import type { Request, Response } from 'express';

import { ShopFailureError } from '../../failures';
import { legacyLanguage } from './legacy-auth.guard';
import { LegacyFailure } from './legacy-failure';
import type { LegacyStyle } from './legacy-route';
import { legacyMessage } from './legacy-messages';

const loggerContext = 'LegacyRest';

/** Nest's own refusals (no such route, a method not allowed) by their status. */
function codeOfStatus(status: number): FailureCode {
    if (status === 404) return 'ENTITY_NOT_FOUND';
    if (status === 401) return 'NOT_SIGNED_IN';
    return status >= 500 ? 'UNKNOWN' : 'INVALID';
}

/**
 * Every failure of a REST call answered in its route's style, with the status and code of the
 * one list: a caller's mistake as a 4xx naming what is wrong, a fault of ours logged with its
 * cause and answered 500 without detail.
 */
@Catch()
export class LegacyExceptionFilter implements ExceptionFilter {
    /**
     * `style`: the route's, given where the route is declared. Nest hands a filter a host that
     * names no handler (its router builds it from the request alone), so the style cannot be
     * read from the handler there.
     */
    constructor(private readonly style?: LegacyStyle) {}

    catch(error: unknown, host: ArgumentsHost): void {
        const http = host.switchToHttp();
        const req = http.getRequest<Request>();
        const res = http.getResponse<Response>();
        if (res.headersSent) return;
        const { code, status, field, waitSeconds } = this.read(error);
        const style = this.style ?? 'data';
        const message = legacyMessage(code, legacyLanguage(req));
        if (waitSeconds !== undefined) res.set('Retry-After', String(waitSeconds));
        res.status(status).json(failureBody(style, code, message, field));
    }

    private read(error: unknown): { code: FailureCode; status: number; field?: string; waitSeconds?: number } {
        if (error instanceof LegacyFailure)
            return { code: error.code, status: error.status, field: error.field, waitSeconds: error.waitSeconds };
        if (error instanceof ShopFailureError)
            return { code: error.failureCode, status: failureStatus(error.failureCode), field: error.field };
        if (error instanceof HttpException) {
            const code = codeOfStatus(error.getStatus());
            return { code, status: error.getStatus() >= 500 ? 500 : error.getStatus() };
        }
        // A signed-in user who is no member (a staff token) on a member's row: not a member's token.
        if (error instanceof ForbiddenError) return { code: 'NOT_SIGNED_IN', status: 401 };
        if (error instanceof I18nError && isFailureCode(error.code))
            return { code: error.code, status: failureStatus(error.code) };
        Logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error), loggerContext);
        return { code: 'UNKNOWN', status: 500 };
    }
}

/** A failure's body in a route's style; exported for the answers given before any route (a body too large). */
export function failureBody(style: LegacyStyle, code: FailureCode, message: string, field?: string): object {
    if (style === 'magento') return { message, parameters: field ? { fieldName: field } : {}, code };
    if (style === 'result')
        return { result: { code: LEGACY_RESULT_FAILURE, message, errorCode: code, field }, res: null };
    return { message, code, field };
}
