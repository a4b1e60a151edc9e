import { SERVICE_CENTRE_KINDS, serviceCountryCode, type ServiceCentreKind } from '@maison/shared';

export interface ServiceCentreFields {
    countryCode?: string | null;
    kind?: string | null;
    phone?: string | null;
    email?: string | null;
    translations?: Array<{ name: string; city: string; addressLine: string; hours?: string | null }> | null;
}

const PHONE = /^\+?[\d\s()-]{5,31}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first field staff gave wrongly, by its input name, or undefined when all are right. */
export function serviceCentreFieldProblem(input: ServiceCentreFields): string | undefined {
    const t = input.translations;
    const checks: Array<[string, boolean]> = [
        ['countryCode', input.countryCode != null && serviceCountryCode(input.countryCode) === null],
        ['kind', input.kind != null && !(SERVICE_CENTRE_KINDS as readonly string[]).includes(input.kind)],
        ['phone', input.phone != null && !PHONE.test(input.phone.trim())],
        ['email', !!input.email && (input.email.length > 254 || !EMAIL.test(input.email))],
        [
            'translations',
            !!t &&
                (t.length === 0 ||
                    t.some(
                        (x) =>
                            !x.name.trim() ||
                            x.name.length > 120 ||
                            !x.city.trim() ||
                            x.city.length > 64 ||
                            !x.addressLine.trim() ||
                            x.addressLine.length > 255 ||
                            (x.hours ?? '').length > 255,
                    )),
        ],
    ];
    return checks.find(([, wrong]) => wrong)?.[0];
}

export function isServiceCentreKind(value: string): value is ServiceCentreKind {
    return (SERVICE_CENTRE_KINDS as readonly string[]).includes(value);
}

/** The country's name in a language, as the host's ICU data spells it; the code when it has none. */
export function countryName(code: string, language: string): string {
    try {
        return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
    } catch {
        return code;
    }
}
