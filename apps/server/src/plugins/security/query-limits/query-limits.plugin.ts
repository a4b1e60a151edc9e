import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { QUERY_TOO_COMPLEX } from '@maison/shared';
import { defaultVendureComplexityEstimator } from '@vendure/harden-plugin';
import { Logger } from '@vendure/core';
import { GraphQLError, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
// The CommonJS module by name: the schema's types come from it (Vendure's), and graphql refuses
// types of another copy, which a bare 'graphql' can be where ES modules are preferred.
import { getVariableValues } from 'graphql/execution/values.js';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';

import { loggerCtx } from '../constants';
import type { QueryLimits } from '../types';
import { complexityVariables, measureOperation, type QueryShape } from './query-shape';

type ApiName = 'shop' | 'admin';

/** Variable sets remembered per document (searches vary their term endlessly). */
const MAX_VARIABLE_SETS = 100;

const apiOfSchema = new WeakMap<GraphQLSchema, ApiName>();

/** The Admin API is the schema with an `administrators` query; Apollo tells plugins only the schema. */
function apiOf(schema: GraphQLSchema): ApiName {
    let api = apiOfSchema.get(schema);
    if (!api) {
        api = schema.getQueryType()?.getFields().administrators ? 'admin' : 'shop';
        apiOfSchema.set(schema, api);
    }
    return api;
}

function badVariables(message: string): GraphQLError {
    // Variables that do not fit the operation: the client's mistake, said plainly.
    return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

function refuse(message: string, extra: Record<string, unknown> = {}): GraphQLError {
    // A client's over-sized request: 400, never a server error.
    return new GraphQLError(message, { extensions: { code: QUERY_TOO_COMPLEX, http: { status: 400 }, ...extra } });
}

/** The first limit the shape exceeds, as a message for the client, or undefined. */
export function exceededLimit(shape: QueryShape & { complexity?: number }, limits: QueryLimits): string | undefined {
    if (shape.depth > limits.maxDepth) return `Query is nested ${shape.depth} levels deep; at most ${limits.maxDepth} are allowed`;
    if (shape.aliases > limits.maxAliases) return `Query uses ${shape.aliases} aliases; at most ${limits.maxAliases} are allowed`;
    if (shape.fields > limits.maxFields) return `Query selects ${shape.fields} fields; at most ${limits.maxFields} are allowed`;
    if (shape.complexity !== undefined && shape.complexity > limits.maxComplexity) {
        return `Query complexity ${shape.complexity} exceeds the maximum of ${limits.maxComplexity}`;
    }
    return undefined;
}

/**
 * Refuses a GraphQL operation that is too deep, too aliased, too wide or too costly before it
 * runs, on both APIs with limits of their own. Cheap counts come first, so a document built to
 * be expensive to analyse is refused before the complexity is computed. The complexity uses
 * Vendure's estimator, which weighs paginated lists by their `take`.
 */
export class QueryLimitsPlugin implements ApolloServerPlugin {
    private readonly estimators = [defaultVendureComplexityEstimator({}, false), simpleEstimator({ defaultComplexity: 1 })];
    /**
     * Apollo hands the same parsed document (and so the same operation node) to every request with the same query text, so a
     * page's queries are measured once, not on every view; the complexity also depends on the
     * few variables that can change it (a `take`), so it is kept per values of those, a bounded
     * number of them.
     */
    private readonly measured = new WeakMap<
        OperationDefinitionNode,
        { shape: QueryShape; inputs: string[]; complexity: Map<string, number> }
    >();

    constructor(private readonly limits: Record<ApiName, QueryLimits>) {}

    async requestDidStart({ schema }: { schema: GraphQLSchema }): Promise<GraphQLRequestListener<object>> {
        const api = apiOf(schema);
        const limits = this.limits[api];
        return {
            didResolveOperation: async ({ request, document, operation, operationName }) => {
                // Apollo has already refused a document without a runnable operation.
                if (!operation) return;
                let known = this.measured.get(operation);
                if (!known) {
                    known = {
                        shape: measureOperation(document, operation),
                        inputs: complexityVariables(document),
                        complexity: new Map(),
                    };
                    this.measured.set(operation, known);
                }
                const { shape } = known;
                const cheap = exceededLimit(shape, limits);
                if (cheap) throw refuse(cheap);
                const variables = request.variables ?? {};
                // Checked on every request, as the complexity below may come from another one's variables.
                const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 1 });
                if (coerced.errors) throw badVariables(coerced.errors[0].message);
                const key = JSON.stringify(known.inputs.map((name) => variables[name] ?? null));
                let complexity = known.complexity.get(key);
                try {
                    complexity ??= getComplexity({
                        schema,
                        query: document,
                        operationName: operationName ?? undefined,
                        variables,
                        estimators: this.estimators,
                    });
                } catch (err) {
                    throw badVariables((err as Error).message);
                }
                if (known.complexity.size >= MAX_VARIABLE_SETS) known.complexity.clear();
                known.complexity.set(key, complexity);
                Logger.debug(
                    `${api} ${operationName ?? 'anonymous'}: complexity ${complexity}, depth ${shape.depth}, aliases ${shape.aliases}, fields ${shape.fields}`,
                    loggerCtx,
                );
                const costly = exceededLimit({ ...shape, complexity }, limits);
                if (costly) throw refuse(costly, { complexity, maximumComplexity: limits.maxComplexity });
            },
        };
    }
}
