import { useTranslation } from '~/lib/use-translation';

import type { CentreCountriesData } from '../service-centres.server';
import { CountryList } from './CountryList';

/** `/service/centers/countries`: where the brand services its watches, China first. */
export function CentreCountriesView({ data }: { data: CentreCountriesData }) {
    const { t } = useTranslation();
    return (
        <article className="service-centres">
            <h1>{data.title}</h1>
            <p className="service-centres__lead">{t('serviceCentres.countriesLead')}</p>
            {data.countries.length === 0 ? (
                <p>{t('serviceCentres.noCountries')}</p>
            ) : (
                <nav aria-label={t('serviceCentres.countriesLabel')}>
                    <CountryList countries={data.countries} />
                </nav>
            )}
        </article>
    );
}
