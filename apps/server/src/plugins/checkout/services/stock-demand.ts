import type { ID } from '@vendure/core';

/** What an order line asks of the stock: its variant, and the buckle it is sold with. */
export interface DemandLine {
    variantId: ID;
    quantity: number;
    buckleId?: ID;
}

export interface VariantDemand {
    variantId: string;
    quantity: number;
}

/** Ids as the database orders them: integers by value, anything else by text. */
export function compareIds(a: string, b: string): number {
    const intA = /^\d+$/.test(a);
    const intB = /^\d+$/.test(b);
    if (intA && intB) return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
    return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The units of each variant an order needs, a strap's buckle counted once per strap, in
 * ascending variant id: the order in which every checkout locks stock rows, so that two
 * checkouts that share variants never wait on each other crosswise (no deadlock).
 */
export function stockDemand(lines: readonly DemandLine[]): VariantDemand[] {
    const byVariant = new Map<string, number>();
    const add = (id: ID, quantity: number) => {
        if (quantity <= 0) return;
        const key = String(id);
        byVariant.set(key, (byVariant.get(key) ?? 0) + quantity);
    };
    for (const line of lines) {
        add(line.variantId, line.quantity);
        if (line.buckleId != null) add(line.buckleId, line.quantity);
    }
    return [...byVariant]
        .map(([variantId, quantity]) => ({ variantId, quantity }))
        .sort((a, b) => compareIds(a.variantId, b.variantId));
}
