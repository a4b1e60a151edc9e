import { Link } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import type { CentresData } from '../service-centres.server';
import { CentreCard } from './CentreCard';
import { CountryList } from './CountryList';

/** `/service/centers/{lan}`: a country's centres; in China, the boutiques that take in watches too. */
export function CentresView({ data }: { data: CentresData }) {
    const { t } = useTranslation();
    return (
        <article className="service-centres">
            <nav className="service-centres__back" aria-label={t('common.breadcrumbs')}>
                <Link to="/service/centers/countries">{t('serviceCentres.allCountries')}</Link>
            </nav>
            <h1>{data.title}</h1>
            <p className="service-centres__lead">
                {data.home ? t('serviceCentres.homeLead') : t('serviceCentres.abroadLead')}
            </p>
            <section aria-labelledby="centres-heading">
                <h2 id="centres-heading">{t('serviceCentres.centresHeading', { count: data.centres.length })}</h2>
                <div className="service-centres__grid">
                    {data.centres.map((centre) => (
                        <CentreCard key={centre.id} centre={centre} />
                    ))}
                </div>
            </section>
            {data.home && (
                <section aria-labelledby="reception-heading">
                    <h2 id="reception-heading">{t('serviceCentres.receptionHeading')}</h2>
                    <p>{t('serviceCentres.receptionLead')}</p>
                    {data.receptionStores.length === 0 ? (
                        <p>{t('serviceCentres.noReception')}</p>
                    ) : (
                        <ul className="service-centres__stores">
                            {data.receptionStores.map((s) => (
                                <li key={s.slug}>
                                    <Link to={s.href}>{s.name}</Link>{' '}
                                    <span className="service-centres__city">
                                        {s.cityName} · {s.addressLine}
                                    </span>{' '}
                                    <a
                                        href={s.tel}
                                        aria-label={t('serviceCentres.call', { name: s.name, phone: s.phone })}
                                    >
                                        {s.phone}
                                    </a>
                                </li>
                            ))}
                        </ul>
                    )}
                </section>
            )}
            <nav aria-label={t('serviceCentres.countriesLabel')} className="service-centres__others">
                <h2>{t('serviceCentres.otherCountries')}</h2>
                <CountryList countries={data.countries} current={data.countryCode} />
            </nav>
        </article>
    );
}
