import { chineseAddressSchema, type ChineseAddressInput } from '@maison/shared';

import { fieldErrors } from '~/lib/field-errors';

import { childrenOf, codesOf, provinceList, regionNames } from './regions.server';

/** A form's address as Vendure keeps it: the district as the second street line. */
export function toAddressInput(a: ChineseAddressInput) {
    const names = regionNames(a);
    if (!names) return undefined;
    return {
        fullName: a.fullName,
        phoneNumber: a.phoneNumber,
        province: names.province,
        city: names.city,
        streetLine2: names.district,
        streetLine1: a.streetLine1,
        postalCode: a.postalCode,
        countryCode: 'CN',
    };
}

export type AddressInput = NonNullable<ReturnType<typeof toAddressInput>>;

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
