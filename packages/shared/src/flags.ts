/**
 * Product flags and their priority (spec §9): a card shows only the flag with the lowest
 * priority number. Codes are the values of the `flag` facet.
 */
export const FLAG_PRIORITY = {
    'limited-edition': 1,
    'ecom-exclusive': 2,
    'boutique-exclusive': 3,
    'country-exclusive': 4,
    capsule: 4,
    new: 6,
} as const;

export type FlagCode = keyof typeof FLAG_PRIORITY;

export function isFlagCode(code: string): code is FlagCode {
    return Object.prototype.hasOwnProperty.call(FLAG_PRIORITY, code);
}

/**
 * The flag a card shows: the highest-priority one among `codes`, or undefined. On equal
 * priority (country exclusive and capsule) the first one given wins, so callers control ties.
 */
export function topFlag(codes: readonly string[]): FlagCode | undefined {
    let best: FlagCode | undefined;
    for (const code of codes) {
        if (!isFlagCode(code)) continue;
        if (best === undefined || FLAG_PRIORITY[code] < FLAG_PRIORITY[best]) best = code;
    }
    return best;
}
