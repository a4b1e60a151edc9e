import {
    Kind,
    visit,
    type ASTNode,
    type DocumentNode,
    type FragmentDefinitionNode,
    type OperationDefinitionNode,
    type SelectionSetNode,
} from 'graphql';

/** How big an operation is once its fragments are expanded. */
export interface QueryShape {
    /** Deepest nesting of fields; a top-level scalar field is depth 1. */
    depth: number;
    /** Fields selected under a name other than their own. */
    aliases: number;
    /** Field selections after expanding every fragment spread, as many times as it is spread. */
    fields: number;
}

const EMPTY: QueryShape = { depth: 0, aliases: 0, fields: 0 };

/**
 * Measures one operation. Each fragment is measured once and reused wherever it is spread, so
 * a document whose fragments spread each other many times over ("fragment bomb") is measured in
 * time proportional to its text, while its counts grow as its expansion would.
 */
export function measureOperation(document: DocumentNode, operation: OperationDefinitionNode): QueryShape {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of document.definitions) {
        if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    const measured = new Map<string, QueryShape>();
    const visiting = new Set<string>();

    const fragmentShape = (name: string): QueryShape => {
        const known = measured.get(name);
        if (known) return known;
        const def = fragments.get(name);
        // An unknown or cyclic spread is a validation error reported elsewhere; it adds nothing here.
        if (!def || visiting.has(name)) return EMPTY;
        visiting.add(name);
        const shape = selectionShape(def.selectionSet);
        visiting.delete(name);
        measured.set(name, shape);
        return shape;
    };

    const selectionShape = (set: SelectionSetNode): QueryShape => {
        let depth = 0;
        let aliases = 0;
        let fields = 0;
        for (const sel of set.selections) {
            let shape: QueryShape;
            if (sel.kind === Kind.FIELD) {
                const child = sel.selectionSet ? selectionShape(sel.selectionSet) : EMPTY;
                const aliased = sel.alias !== undefined && sel.alias.value !== sel.name.value;
                shape = { depth: child.depth + 1, aliases: child.aliases + (aliased ? 1 : 0), fields: child.fields + 1 };
            } else if (sel.kind === Kind.INLINE_FRAGMENT) {
                shape = selectionShape(sel.selectionSet);
            } else {
                shape = fragmentShape(sel.name.value);
            }
            depth = Math.max(depth, shape.depth);
            aliases += shape.aliases;
            fields += shape.fields;
        }
        return { depth, aliases, fields };
    };

    return selectionShape(operation.selectionSet);
}

function variablesIn(node: ASTNode, names: Set<string>): void {
    visit(node, {
        Variable(v) {
            names.add(v.name.value);
        },
    });
}

/**
 * The variables an operation's complexity can depend on: those inside a field's `options`
 * argument (Vendure's estimator weighs a paginated list by its `take`) and inside a directive
 * (`@include` and `@skip` leave fields out). Any other variable, a search's term say, changes
 * nothing of the complexity, so it is computed once for all of them.
 */
export function complexityVariables(document: DocumentNode): string[] {
    const names = new Set<string>();
    visit(document, {
        Field(field) {
            for (const arg of field.arguments ?? []) if (arg.name.value === 'options') variablesIn(arg.value, names);
        },
        Directive(directive) {
            variablesIn(directive, names);
        },
    });
    return [...names].sort();
}
