import { Link } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import type { CountryLink } from '../service-centres.server';

/** The countries with centres, each a link to its page; the current one marked. */
export function CountryList({ countries, current }: { countries: CountryLink[]; current?: string }) {
    const { t } = useTranslation();
    return (
        <ul className="centre-countries">
            {countries.map((c) => (
                <li key={c.code}>
                    <Link
                        to={c.href}
                        className="centre-countries__link"
                        aria-current={c.code === current ? 'page' : undefined}
                    >
                        <span className="centre-countries__name">{c.name}</span>
                        <span className="centre-countries__count">
                            {t('serviceCentres.centreCount', { count: c.centreCount })}
                        </span>
                    </Link>
                </li>
            ))}
        </ul>
    );
}
