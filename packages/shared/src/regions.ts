/**
 * The regions of a mainland China address, for the storefront's address form and the REST
 * face's address book alike: the lists a form offers, the names an address keeps, and the codes
 * of a kept address again. Imported as `@maison/shared/regions` by servers only: the data is
 * large, and a page asks for one level's children at a time.
 */
import { CHINA_DIVISIONS } from './china-divisions.js';
import type { ChineseAddressInput } from './validation.js';

/** A province, city or district with the divisions below it. */
export interface Division {
    code: string;
    name: string;
    children?: Division[];
}

export interface Region {
    code: string;
    name: string;
}

let index: Map<string, Division> | undefined;

/** Every division by its code, built on first use. */
function byCode(): Map<string, Division> {
    if (index) return index;
    index = new Map();
    for (const p of CHINA_DIVISIONS) {
        index.set(p.code, p);
        for (const c of p.children ?? []) {
            index.set(c.code, c);
            for (const d of c.children ?? []) index.set(d.code, d);
        }
    }
    return index;
}

const plain = (list: readonly Division[] = []): Region[] => list.map(({ code, name }) => ({ code, name }));

/** The whole tree: provinces, their cities, the cities' districts. */
export function chinaDivisions(): readonly Division[] {
    return CHINA_DIVISIONS;
}

export function provinceList(): Region[] {
    return plain(CHINA_DIVISIONS);
}

/** The cities of a province or the districts of a city; empty for a code that names neither. */
export function childrenOf(code: string): Region[] {
    return /^\d{2}(\d{2})?$/.test(code) ? plain(byCode().get(code)?.children) : [];
}

/** Cities named so ("districts under the municipality") read as their province. */
const UNDER_PROVINCE = /^(市辖区|县|省直辖县级行政区划|自治区直辖县级行政区划)$/;

/**
 * The names of a province, city and district chosen on the form, if each lies in the one
 * before it. Cities named 市辖区 ("districts under the municipality") read as the province.
 */
export function regionNames(a: Pick<ChineseAddressInput, 'provinceCode' | 'cityCode' | 'districtCode'>) {
    const province = byCode().get(a.provinceCode);
    const city = byCode().get(a.cityCode);
    const district = byCode().get(a.districtCode);
    if (!province || !city || !district) return undefined;
    if (!a.cityCode.startsWith(a.provinceCode) || !a.districtCode.startsWith(a.cityCode)) return undefined;
    const cityName = UNDER_PROVINCE.test(city.name) ? province.name : city.name;
    return { province: province.name, city: cityName, district: district.name };
}

/** The codes of an address as Vendure keeps it, to fill the form again. */
export function codesOf(address: { province?: string | null; city?: string | null; streetLine2?: string | null }) {
    const province = CHINA_DIVISIONS.find((p) => p.name === address.province);
    if (!province) return undefined;
    const city =
        province.children?.find((c) => c.name === address.city) ??
        province.children?.find((c) => c.children?.some((d) => d.name === address.streetLine2));
    const district = city?.children?.find((d) => d.name === address.streetLine2);
    return { provinceCode: province.code, cityCode: city?.code ?? '', districtCode: district?.code ?? '' };
}

/**
 * A checked form address as Vendure keeps it: the region names, the district as the second
 * street line, country CN; undefined when the regions do not lie in one another.
 */
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

/** An address book's order: the default delivery address first, then the default billing one, then by age. */
export function addressBookOrder(
    a: { id: string | number; defaultShippingAddress?: boolean | null; defaultBillingAddress?: boolean | null },
    b: { id: string | number; defaultShippingAddress?: boolean | null; defaultBillingAddress?: boolean | null },
): number {
    return (
        Number(!!b.defaultShippingAddress) - Number(!!a.defaultShippingAddress) ||
        Number(!!b.defaultBillingAddress) - Number(!!a.defaultBillingAddress) ||
        Number(a.id) - Number(b.id)
    );
}
