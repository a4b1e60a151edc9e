import 'reflect-metadata';

import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { LegacyAnswerInterceptor } from './legacy-answer.interceptor';
import { LEGACY_ROUTE, type LegacyRouteSpec } from './legacy-route';

const base: LegacyRouteSpec = {
    method: 'GET',
    path: 'example',
    summary: 'An example row',
    tag: 'Test',
    auth: 'none',
    style: 'data',
    response: z.unknown(),
};

/** Runs the interceptor for a handler declared with `spec` that answers `data`; the headers and body it sends. */
async function answer(spec: LegacyRouteSpec, data: unknown) {
    const handler = () => data;
    Reflect.defineMetadata(LEGACY_ROUTE, spec, handler);
    const headers: Record<string, string> = {};
    const res = {
        set: (name: string, value: string) => void (headers[name] = value),
        type: (value: string) => void (headers['Content-Type'] = value),
    };
    const context = {
        getHandler: () => handler,
        switchToHttp: () => ({ getResponse: () => res }),
    } as unknown as ExecutionContext;
    const next: CallHandler = { handle: () => of(data) };
    const body = await lastValueFrom(new LegacyAnswerInterceptor().intercept(context, next));
    return { headers, body };
}

describe('the REST face’s answers', () => {
    it('names a route to be retired in Deprecation and, once dated, Sunset headers', async () => {
        const since = new Date('2027-01-01T00:00:00Z');
        const sunset = new Date('2027-07-01T00:00:00Z');
        const { headers } = await answer({ ...base, deprecated: { since, sunset } }, { ok: true });
        expect(headers.Deprecation).toBe(`@${since.getTime() / 1000}`);
        expect(headers.Sunset).toBe('Thu, 01 Jul 2027 00:00:00 GMT');
        const current = await answer(base, { ok: true });
        expect(current.headers.Deprecation).toBeUndefined();
        expect(current.headers['Cache-Control']).toBe('no-store');
    });

    it('wraps a membership answer in result.code 1, and sends a string or a boolean as JSON', async () => {
        expect((await answer({ ...base, style: 'result' }, { token: 't' })).body).toEqual({
            result: { code: 1, message: 'success' },
            res: { token: 't' },
        });
        const masked = await answer({ ...base, style: 'magento' }, 'a'.repeat(32));
        expect(masked.body).toBe(JSON.stringify('a'.repeat(32)));
        expect(masked.headers['Content-Type']).toBe('application/json');
        expect((await answer({ ...base, style: 'magento' }, true)).body).toBe('true');
    });
});
