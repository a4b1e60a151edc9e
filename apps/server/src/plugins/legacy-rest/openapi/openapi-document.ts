import { FAILURES, type FailureCode, LEGACY_API_PATH, LEGACY_API_VERSION } from '@maison/shared';
import type { Type } from '@nestjs/common';
import { z } from 'zod';

import { legacyRouteOf, type LegacyRouteSpec, type LegacyStyle } from '../api/legacy-route';

type JsonSchema = Record<string, unknown>;

/** Every row the given controllers declare, in declaration order. */
export function legacyRoutesOf(controllers: readonly Type[]): LegacyRouteSpec[] {
    const routes: LegacyRouteSpec[] = [];
    for (const controller of controllers) {
        const proto = controller.prototype as Record<string, unknown>;
        for (const name of Object.getOwnPropertyNames(proto)) {
            const handler = proto[name];
            const spec = typeof handler === 'function' ? legacyRouteOf(handler) : undefined;
            if (spec) routes.push(spec);
        }
    }
    return routes;
}

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
    delete json.$schema;
    return json;
}

/** `guest-carts/:cartId/items` as OpenAPI writes it: `/legacy-api/guest-carts/{cartId}/items`. */
export function openApiPath(path: string): string {
    return `${LEGACY_API_PATH}/${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

const ERROR_SCHEMAS: Record<LegacyStyle, JsonSchema> = {
    magento: {
        type: 'object',
        required: ['message', 'parameters', 'code'],
        properties: {
            message: { type: 'string' },
            parameters: { type: 'object', properties: { fieldName: { type: 'string' } } },
            code: { type: 'string' },
        },
    },
    result: {
        type: 'object',
        required: ['result', 'res'],
        properties: {
            result: {
                type: 'object',
                required: ['code', 'message', 'errorCode'],
                properties: {
                    code: { const: 0 },
                    message: { type: 'string' },
                    errorCode: { type: 'string' },
                    field: { type: 'string' },
                },
            },
            res: { type: 'null' },
        },
    },
    data: {
        type: 'object',
        required: ['message', 'code'],
        properties: { message: { type: 'string' }, code: { type: 'string' }, field: { type: 'string' } },
    },
};

function successSchema(spec: LegacyRouteSpec): JsonSchema {
    const data = schemaOf(spec.response, 'output');
    if (spec.style !== 'result') return data;
    return {
        type: 'object',
        required: ['result', 'res'],
        properties: {
            result: {
                type: 'object',
                required: ['code', 'message'],
                properties: { code: { const: 1 }, message: { type: 'string' } },
            },
            res: data,
        },
    };
}

function parameters(schema: z.ZodObject | undefined, where: 'path' | 'query'): JsonSchema[] {
    if (!schema) return [];
    const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    return Object.entries(json.properties ?? {}).map(([name, property]) => ({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
    }));
}

/** The statuses a route may fail with: bad input always, 401 where a token is read, its own codes. */
function failureStatuses(spec: LegacyRouteSpec): number[] {
    const statuses = new Set<number>([400, 500]);
    if (spec.auth !== 'none') statuses.add(401);
    if (spec.params) statuses.add(404);
    for (const code of spec.failures ?? []) statuses.add(FAILURES[code as FailureCode]?.status ?? 400);
    return [...statuses].sort();
}

function operation(spec: LegacyRouteSpec): JsonSchema {
    const responses: Record<string, JsonSchema> = {
        [String(spec.status ?? 200)]: {
            description: 'Success',
            content: { 'application/json': { schema: successSchema(spec) } },
        },
    };
    for (const status of failureStatuses(spec))
        responses[String(status)] = {
            description: status >= 500 ? 'A fault of the shop (no detail)' : 'Refused: the code names why',
            content: { 'application/json': { schema: ERROR_SCHEMAS[spec.style] } },
        };
    return {
        summary: spec.summary,
        ...(spec.description ? { description: spec.description } : {}),
        tags: [spec.tag],
        operationId: `${spec.method.toLowerCase()}_${spec.path.replace(/[^A-Za-z0-9]+/g, '_')}`,
        ...(spec.deprecated ? { deprecated: true } : {}),
        ...(spec.auth === 'none'
            ? { security: [] }
            : spec.auth === 'optional'
              ? { security: [{}, { bearer: [] }] }
              : {}),
        parameters: [...parameters(spec.params, 'path'), ...parameters(spec.query, 'query')],
        ...(spec.body
            ? {
                  requestBody: {
                      required: true,
                      content: { 'application/json': { schema: schemaOf(spec.body, 'input') } },
                  },
              }
            : {}),
        ...(spec.failures?.length ? { 'x-failure-codes': spec.failures } : {}),
        responses,
    };
}

/**
 * The OpenAPI 3.1 document of the whole face, made from the rows the controllers declare: the
 * same schemas parse each request, and a test checks each answer against it.
 */
export function legacyOpenApiDocument(controllers: readonly Type[], serverUrl?: string): JsonSchema {
    const paths: Record<string, Record<string, JsonSchema>> = {};
    for (const spec of legacyRoutesOf(controllers)) {
        const path = openApiPath(spec.path);
        paths[path] = { ...paths[path], [spec.method.toLowerCase()]: operation(spec) };
    }
    return {
        openapi: '3.1.0',
        info: {
            title: 'Shop REST API for the mini-program and older clients',
            version: LEGACY_API_VERSION,
            description:
                'Magento-compatible carts, the catalogue, membership, the wishlist, addresses, orders, payments inside WeChat and appointments, over the same services as the storefront. Members send their token as `Authorization: Bearer …`; cookies are never read.',
        },
        ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
        components: {
            securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
        security: [{ bearer: [] }],
        paths,
    };
}
