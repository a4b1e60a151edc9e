import type { VariantUnits } from '../../strap-bundle';

/** Ids as the database orders them: integers by value, anything else by text. */
export function compareIds(a: string, b: string): number {
    const intA = /^\d+$/.test(a);
    const intB = /^\d+$/.test(b);
    if (intA && intB) return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
    return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The units of each variant an order needs, summed over the units its lines need (a strap
 * line's buckle among them, as the strap-bundle plugin counts it), in ascending variant id: the
 * order in which every checkout locks stock rows, so that two checkouts that share variants
 * never wait on each other crosswise (no deadlock).
 */
export function stockDemand(lines: ReadonlyArray<{ units: readonly VariantUnits[] }>): VariantUnits[] {
    const byVariant = new Map<string, number>();
    for (const { variantId, quantity } of lines.flatMap((line) => line.units)) {
        if (quantity <= 0) continue;
        byVariant.set(variantId, (byVariant.get(variantId) ?? 0) + quantity);
    }
    return [...byVariant]
        .map(([variantId, quantity]) => ({ variantId, quantity }))
        .sort((a, b) => compareIds(a.variantId, b.variantId));
}
