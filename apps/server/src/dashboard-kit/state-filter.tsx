import { Button } from '@vendure/dashboard';
import type { ReactNode } from 'react';

/**
 * The row of toggle buttons above a staff list that chooses which states it shows (reviews
 * waiting for a decision, open after-sales requests…), one pressed at a time.
 */
export function FilterButtons<T extends string>({
    values,
    current,
    onChange,
    label,
}: Readonly<{ values: readonly T[]; current: T; onChange: (value: T) => void; label: (value: T) => ReactNode }>) {
    return (
        <div className="flex gap-1" role="group">
            {values.map((value) => (
                <Button
                    key={value}
                    size="sm"
                    variant={value === current ? 'default' : 'outline'}
                    aria-pressed={value === current}
                    onClick={() => onChange(value)}
                >
                    {label(value)}
                </Button>
            ))}
        </div>
    );
}

interface ListVariables {
    options?: { filter?: { _and?: unknown[] } & Record<string, unknown> } & Record<string, unknown>;
}

/** A list query's variables narrowed to rows whose `state` is one of `states` (all rows for null). */
export function withStates<V extends ListVariables>(variables: V, states: readonly string[] | null): V {
    if (!states) return variables;
    const own = variables.options?.filter;
    return {
        ...variables,
        options: {
            ...variables.options,
            filter: { ...own, _and: [...(own?._and ?? []), { state: { in: [...states] } }] },
        },
    };
}
