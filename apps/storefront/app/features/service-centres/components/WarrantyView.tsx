import { Link } from 'react-router';

import { ContentArticle } from '~/features/content/components/ContentArticle';
import { useTranslation } from '~/lib/use-translation';

import { centresHrefOf } from '../service-centre-paths';
import type { WarrantyData } from '../warranty.server';
import { CentreCard } from './CentreCard';

/** `/service/international-warranty`: the CMS's prose, then the centres abroad that honour it. */
export function WarrantyView({ data }: { data: WarrantyData }) {
    const { t } = useTranslation();
    return (
        <>
            {data.entry ? (
                <ContentArticle entry={data.entry} />
            ) : (
                <article className="service-centres">
                    <h1>{data.title}</h1>
                </article>
            )}
            <section className="service-centres" aria-labelledby="warranty-centres">
                <h2 id="warranty-centres">{t('serviceCentres.warranty.centresHeading')}</h2>
                <p className="service-centres__lead">{t('serviceCentres.warranty.centresLead')}</p>
                {data.countries.length === 0 && <p>{t('serviceCentres.noCountries')}</p>}
                {data.countries.map((country) => (
                    <section key={country.code} aria-labelledby={`warranty-${country.code}`}>
                        <h3 id={`warranty-${country.code}`}>
                            <Link to={centresHrefOf(country.code)}>{country.name}</Link>
                        </h3>
                        <div className="service-centres__grid">
                            {country.centres.map((centre) => (
                                <CentreCard key={centre.id} centre={centre} />
                            ))}
                        </div>
                    </section>
                ))}
            </section>
        </>
    );
}
