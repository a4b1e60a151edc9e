import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';

import { exceededLimit } from './query-limits.plugin';
import { complexityVariables, measureOperation } from './query-shape';

function shapeOf(source: string) {
    const document = parse(source);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
    return measureOperation(document, operation);
}

describe('measureOperation', () => {
    it('counts depth, aliases and fields of a plain query', () => {
        expect(shapeOf('{ a b { c d { e } } x: f }')).toEqual({ depth: 3, aliases: 1, fields: 6 });
    });

    it('expands fragments as many times as they are spread', () => {
        const shape = shapeOf(`
            { p1: product { ...F } p2: product { ...F } }
            fragment F on Product { id n: name ... on Product { slug } }
        `);
        expect(shape).toEqual({ depth: 2, aliases: 4, fields: 8 });
    });

    it('measures a fragment bomb by multiplying, not by walking it', () => {
        const fragments = Array.from({ length: 40 }, (_, i) =>
            i === 39 ? `fragment F${i} on T { id }` : `fragment F${i} on T { ...F${i + 1} ...F${i + 1} }`,
        ).join('\n');
        // Walking 2^39 selections would never end; measuring each fragment once ends at once.
        const shape = shapeOf(`{ t { ...F0 } } ${fragments}`);
        expect(shape.fields).toBe(2 ** 39 + 1);
    });

    it('survives cyclic and unknown spreads (validation reports them)', () => {
        expect(shapeOf('{ a { ...A ...Missing } } fragment A on T { b ...A }')).toEqual({ depth: 2, aliases: 0, fields: 2 });
    });
});

describe('complexityVariables', () => {
    it('names the variables of list options and directives, not the others', () => {
        const document = parse(`
            query ($term: String, $o: ProductListOptions, $n: Int, $show: Boolean!, $id: ID) {
                search(input: { term: $term }) { totalItems }
                products(options: $o) { items { id } }
                product(id: $id) { variants(options: { take: $n }) { id } ...F @include(if: $show) }
            }
            fragment F on Product { collections(options: { skip: $n }) { id } }
        `);
        expect(complexityVariables(document)).toEqual(['n', 'o', 'show']);
    });

    it('names none for a search, whose complexity no term changes', () => {
        expect(complexityVariables(parse('query ($input: SearchInput!) { search(input: $input) { totalItems } }'))).toEqual([]);
    });
});

describe('exceededLimit', () => {
    const limits = { maxComplexity: 100, maxDepth: 3, maxAliases: 1, maxFields: 10 };

    it('passes a shape within every limit', () => {
        expect(exceededLimit({ depth: 3, aliases: 1, fields: 10, complexity: 100 }, limits)).toBeUndefined();
    });

    it.each([
        [{ depth: 4, aliases: 0, fields: 1 }, /nested 4 levels/],
        [{ depth: 1, aliases: 2, fields: 2 }, /2 aliases/],
        [{ depth: 1, aliases: 0, fields: 11 }, /11 fields/],
        [{ depth: 1, aliases: 0, fields: 1, complexity: 101 }, /complexity 101/],
    ])('names the first limit %j exceeds', (shape, message) => {
        expect(exceededLimit(shape, limits)).toMatch(message);
    });
});
