import type { ID } from '@vendure/core';

/** Units of one variant. */
export interface VariantUnits {
    variantId: string;
    quantity: number;
}

/** What an order line asks of the stock, to hold it or to say it is short. */
export interface LineDemand {
    lineId: ID;
    quantity: number;
    /** The line's variant, and the buckle sold with it: as many of each as the line's quantity. */
    units: VariantUnits[];
}

/**
 * The units a line needs: its variant's, and for a strap sold with a buckle as many buckles,
 * since the buckle has no order line of its own.
 */
export function lineUnits(line: { variantId: ID; quantity: number; buckleId?: ID | null }): VariantUnits[] {
    const units = [{ variantId: String(line.variantId), quantity: line.quantity }];
    if (line.buckleId != null) units.push({ variantId: String(line.buckleId), quantity: line.quantity });
    return units;
}
