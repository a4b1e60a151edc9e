import { type ComponentProps, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';

import { TextField } from '~/components/TextField';
import { useTranslation } from '~/lib/use-translation';

import type { AddressValues } from '../address';
import type { Region } from '../regions.server';

export interface RegionLists {
    codes?: { provinceCode: string; cityCode: string; districtCode: string };
    provinces: Region[];
    cities: Region[];
    districts: Region[];
}

interface Props {
    /** Before each field's name: a second address on one form (billing) keeps apart. */
    prefix?: string;
    address: AddressValues | null | undefined;
    regions: RegionLists;
    errors: Record<string, string>;
}

/** The next level's list when a region is chosen; the first answer is the server's own. */
function useChildren(code: string, initial: Region[]) {
    const fetcher = useFetcher<Region[]>();
    const [list, setList] = useState(initial);
    const { load } = fetcher;
    useEffect(() => {
        if (code) void load(`/api/regions?code=${code}`);
    }, [code, load]);
    useEffect(() => {
        if (fetcher.data) setList(fetcher.data);
    }, [fetcher.data]);
    return code ? list : [];
}

/**
 * A mainland China address (spec §3 address form, as the shop delivers): recipient, mobile,
 * province, city and district chosen from the official lists, street and postal code.
 */
export function AddressFields({ prefix = '', address, regions, errors }: Props) {
    const { t } = useTranslation();
    const [province, setProvince] = useState(regions.codes?.provinceCode ?? '');
    const [city, setCity] = useState(regions.codes?.cityCode ?? '');
    const [district, setDistrict] = useState(regions.codes?.districtCode ?? '');
    const cities = useChildren(province, regions.cities);
    const districts = useChildren(city, regions.districts);
    const id = (name: string) => `${prefix.replace('.', '-')}${name}`;

    const field = (name: string, label: string, input: React.ReactNode) => {
        const error = errors[`${prefix}${name}`];
        return (
            <div className={`field${error ? ' field--invalid' : ''}`}>
                <label htmlFor={id(name)}>{label}</label>
                {input}
                {error && (
                    <p id={`${id(name)}-error`} className="form-error" role="alert">
                        {t(error)}
                    </p>
                )}
            </div>
        );
    };
    const described = (name: string) =>
        errors[`${prefix}${name}`] ? { 'aria-describedby': `${id(name)}-error`, 'aria-invalid': true } : {};

    const text = (name: string, input: ComponentProps<'input'>) => (
        <TextField
            id={id(name)}
            name={`${prefix}${name}`}
            label={t(`checkout.address.${name}`)}
            error={errors[`${prefix}${name}`]}
            required
            {...input}
        />
    );

    const select = (name: string, label: string, value: string, options: Region[], onChange: (v: string) => void) =>
        field(
            name,
            label,
            <select
                id={id(name)}
                name={`${prefix}${name}`}
                className="input"
                value={value}
                required
                onChange={(e) => onChange(e.target.value)}
                {...described(name)}
            >
                <option value="">{t('checkout.address.choose')}</option>
                {options.map((o) => (
                    <option key={o.code} value={o.code}>
                        {o.name}
                    </option>
                ))}
            </select>,
        );

    return (
        <fieldset className="address-fields">
            {text('fullName', { maxLength: 50, autoComplete: 'name', defaultValue: address?.fullName ?? '' })}
            {text('phoneNumber', {
                maxLength: 20,
                inputMode: 'tel',
                autoComplete: 'tel-national',
                defaultValue: address?.phoneNumber ?? '',
            })}
            <div className="address-fields__regions">
                {select('provinceCode', t('checkout.address.province'), province, regions.provinces, (v) => {
                    setProvince(v);
                    setCity('');
                    setDistrict('');
                })}
                {select('cityCode', t('checkout.address.city'), city, cities, (v) => {
                    setCity(v);
                    setDistrict('');
                })}
                {select('districtCode', t('checkout.address.district'), district, districts, setDistrict)}
            </div>
            {text('streetLine1', {
                maxLength: 120,
                autoComplete: 'street-address',
                defaultValue: address?.streetLine1 ?? '',
            })}
            {text('postalCode', {
                maxLength: 6,
                inputMode: 'numeric',
                autoComplete: 'postal-code',
                defaultValue: address?.postalCode ?? '',
            })}
        </fieldset>
    );
}
