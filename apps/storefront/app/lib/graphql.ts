import { initGraphQLTada } from 'gql.tada';

import type { introspection } from './graphql-env.d.ts';

/**
 * Typed Shop API documents: result and variable types come from schema.graphql, which the
 * server writes from its own code (npm run schema), never from hand-written types.
 */
export const graphql = initGraphQLTada<{
    introspection: introspection;
    disableMasking: true;
    scalars: {
        DateTime: string;
        JSON: unknown;
        Money: number;
        Upload: never;
    };
}>();

export type { ResultOf, VariablesOf } from 'gql.tada';
