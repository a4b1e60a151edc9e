import { FACET_CODES, type FacetCode, type FacetSelection, isFacetCode } from '@maison/shared';

export interface FacetOption {
    code: string;
    name: string;
    count: number;
    selected: boolean;
}

export interface FacetGroup {
    code: FacetCode;
    name: string;
    options: FacetOption[];
}

interface CountedFacetValue {
    count: number;
    facetValue: { code: string; name: string; facet: { code: string; name: string } };
}

/**
 * The filter panel's groups from the search's facet counts, in the shop's facet order. A
 * selected value stays listed even when nothing matches any more, so it can be switched off.
 */
export function facetGroups(values: readonly CountedFacetValue[], selection: FacetSelection): FacetGroup[] {
    const groups = new Map<FacetCode, FacetGroup>();
    for (const { count, facetValue } of values) {
        const code = facetValue.facet.code;
        if (!isFacetCode(code)) continue;
        let group = groups.get(code);
        if (!group) groups.set(code, (group = { code, name: facetValue.facet.name, options: [] }));
        group.options.push({
            code: facetValue.code,
            name: facetValue.name,
            count,
            selected: selection[code]?.includes(facetValue.code) ?? false,
        });
    }
    for (const [code, chosen] of Object.entries(selection) as Array<[FacetCode, string[]]>) {
        const group = groups.get(code);
        for (const value of chosen) {
            if (group && !group.options.some((o) => o.code === value)) {
                group.options.push({ code: value, name: value, count: 0, selected: true });
            }
        }
    }
    return FACET_CODES.flatMap((code) => {
        const group = groups.get(code);
        if (!group) return [];
        group.options.sort((a, b) => compareValueCodes(a.code, b.code));
        return [group];
    });
}

/** Sizes such as `38mm` in numeric order; other codes keep the order they were given. */
function compareValueCodes(a: string, b: string): number {
    const na = parseFloat(a);
    const nb = parseFloat(b);
    return Number.isFinite(na) && Number.isFinite(nb) ? na - nb : 0;
}

/** The selected values with their names, for the chips above the results. */
export function selectedOptions(
    groups: readonly FacetGroup[],
): Array<{ facet: FacetCode; code: string; name: string }> {
    return groups.flatMap((g) =>
        g.options.filter((o) => o.selected).map((o) => ({ facet: g.code, code: o.code, name: o.name })),
    );
}
