import {
    applyDecorators,
    HttpCode,
    RequestMethod,
    SetMetadata,
    UseFilters,
    UseGuards,
    UseInterceptors,
} from '@nestjs/common';
import { RequestMapping } from '@nestjs/common/decorators/http/request-mapping.decorator';
import type { z } from 'zod';

import { LegacyAnswerInterceptor } from './legacy-answer.interceptor';
import { LegacyAuthGuard } from './legacy-auth.guard';
import { LegacyExceptionFilter } from './legacy-exception.filter';

/**
 * How a route's answers are shaped (spec §7):
 * - `magento`: Magento 2's REST contract (the carts): the data itself, a masked id as a JSON
 *   string, `true` for a delete, errors as `{ message, parameters }`;
 * - `result`: membership and wishlist: `{ result: { code, message }, res }`, code 1 for success;
 * - `data`: the rest: the data itself, errors as `{ message, code }`.
 */
export type LegacyStyle = 'magento' | 'result' | 'data';

/**
 * Who may call a route: `member` needs a member's bearer token (401 without), `optional` reads
 * one when given (a guest otherwise), `none` ignores any.
 */
export type LegacyAuth = 'member' | 'optional' | 'none';

/**
 * One row of the face, written once: Nest routes by it, the input is parsed by its schemas,
 * and the OpenAPI document is made from it.
 */
export interface LegacyRouteSpec {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    /** Below `/legacy-api/`, in Nest's form (`guest-carts/:cartId/items`). */
    path: string;
    /** One line for the reference page. */
    summary: string;
    description?: string;
    /** The group it is listed under (Carts, Catalogue, Membership…). */
    tag: string;
    auth: LegacyAuth;
    style: LegacyStyle;
    params?: z.ZodObject;
    query?: z.ZodObject;
    body?: z.ZodType;
    /** The success answer's shape (before the `result` wrapper of that style). */
    response: z.ZodType;
    /** The success status, 200 unless said. */
    status?: number;
    /** Failure codes the route answers besides bad input and a missing token, for the document. */
    failures?: readonly string[];
    /** A route to be retired: answered with a `Deprecation` header (RFC 9745) and marked in the document. */
    deprecated?: { since: Date; sunset?: Date };
}

export const LEGACY_ROUTE = 'maison:legacy-route';

const METHODS = {
    GET: RequestMethod.GET,
    POST: RequestMethod.POST,
    PUT: RequestMethod.PUT,
    DELETE: RequestMethod.DELETE,
} as const;

/**
 * Declares a handler as a row of the REST face: its Nest route, its guard (bearer token only,
 * never the cookie), its input parsing and answer shaping, and its error mapping.
 */
export function LegacyRoute(spec: LegacyRouteSpec): MethodDecorator {
    return applyDecorators(
        RequestMapping({ path: spec.path, method: METHODS[spec.method] }),
        SetMetadata(LEGACY_ROUTE, spec),
        HttpCode(spec.status ?? 200),
        UseGuards(LegacyAuthGuard),
        UseInterceptors(LegacyAnswerInterceptor),
        UseFilters(new LegacyExceptionFilter(spec.style)),
    );
}

/** The spec a handler was declared with, read by the guard, the interceptor and the filter. */
export function legacyRouteOf(handler: object): LegacyRouteSpec | undefined {
    return Reflect.getMetadata(LEGACY_ROUTE, handler) as LegacyRouteSpec | undefined;
}
