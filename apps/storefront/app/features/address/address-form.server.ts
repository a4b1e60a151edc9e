import { chineseAddressSchema } from '@maison/shared';
import { type AddressInput, toAddressInput } from '@maison/shared/regions';

import { fieldErrors } from '~/lib/field-errors';

import { childrenOf, codesOf, provinceList } from './regions.server';

export { type AddressInput, toAddressInput };

/** The address of a form (its fields after `prefix`), checked, with its region names; field errors otherwise. */
export function readAddress(
    form: Record<string, string>,
    prefix = '',
): { input: AddressInput; errors?: undefined } | { input?: undefined; errors: Record<string, string> } {
    const raw = Object.fromEntries(
        Object.entries(form).flatMap(([k, v]) => (k.startsWith(prefix) ? [[k.slice(prefix.length), v]] : [])),
    );
    const parsed = chineseAddressSchema.safeParse(raw);
    if (!parsed.success) return { errors: fieldErrors(parsed.error, prefix) };
    const input = toAddressInput(parsed.data);
    if (!input) return { errors: { [`${prefix}districtCode`]: 'validation.region' } };
    return { input };
}

/** The region lists an address form starts with: every province, and the chosen ones' children. */
export function regionLists(address: Parameters<typeof codesOf>[0] | null | undefined) {
    const codes = address ? codesOf(address) : undefined;
    return {
        codes,
        provinces: provinceList(),
        cities: codes ? childrenOf(codes.provinceCode) : [],
        districts: codes?.cityCode ? childrenOf(codes.cityCode) : [],
    };
}
