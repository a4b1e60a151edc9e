import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { LEGACY_RESULT_SUCCESS } from '@maison/shared';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';

import { legacyRouteOf } from './legacy-route';

/**
 * Shapes a handler's data in its route's style: `result` routes wrap it as
 * `{ result: { code: 1, message }, res }`; the others send it as it is, a string or a boolean
 * as JSON (Magento answers a masked cart id as `"…"` and a delete as `true`). A route to be
 * retired says so in a `Deprecation` header (and `Sunset` once it has a date).
 */
@Injectable()
export class LegacyAnswerInterceptor implements NestInterceptor {
    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
        const spec = legacyRouteOf(context.getHandler());
        const res = context.switchToHttp().getResponse<Response>();
        res.set('Cache-Control', 'no-store');
        if (spec?.deprecated) {
            res.set('Deprecation', `@${Math.floor(spec.deprecated.since.getTime() / 1000)}`);
            if (spec.deprecated.sunset) res.set('Sunset', spec.deprecated.sunset.toUTCString());
        }
        return next.handle().pipe(
            map((data: unknown) => {
                const body =
                    spec?.style === 'result'
                        ? { result: { code: LEGACY_RESULT_SUCCESS, message: 'success' }, res: data }
                        : data;
                if (body !== null && typeof body === 'object') return body;
                // Nest sends a string or a boolean as text; the face always speaks JSON.
                res.type('application/json');
                return JSON.stringify(body ?? null);
            }),
        );
    }
}
