import type { OperationDefinitionNode } from 'graphql';

/** Path prefixes answered by the backend whose routes are not Express route patterns. */
const KNOWN_PREFIXES = ['/shop-api', '/admin-api', '/assets', '/health', '/dashboard', '/catalogue-version'];

/**
 * A GraphQL request's label: the API and its root fields, which the schema bounds (a client's
 * operation name is free text and would grow the label set without end).
 */
export function graphqlRouteLabel(api: string, operation: OperationDefinitionNode | undefined | null): string {
    if (!operation) return `${api} unknown`;
    const fields = operation.selectionSet.selections
        .map((s) => (s.kind === 'Field' ? s.name.value : '...'))
        .filter((name, i, all) => all.indexOf(name) === i)
        .sort();
    // A batch of many root fields is one label, not every combination.
    const shown = fields.length > 3 ? [...fields.slice(0, 3), '+'] : fields;
    return `${api} ${operation.operation} ${shown.join(',')}`;
}

/**
 * The label of a request that was not GraphQL: the Express route pattern it matched, else its
 * known prefix, else one label for everything unmatched (scans of made-up paths included).
 */
export function httpRouteLabel(baseUrl: string, routePath: unknown, path: string): string {
    if (typeof routePath === 'string') return `${baseUrl}${routePath}` || '/';
    const prefix = KNOWN_PREFIXES.find((p) => path === p || path.startsWith(`${p}/`));
    return prefix ?? 'unmatched';
}
