import { useTranslation } from '~/lib/use-translation';

import type { CentreData } from '../service-centres.server';

/** One service centre: its name and kind, address, hours, phone (a `tel:` link) and e-mail. */
export function CentreCard({ centre, showCountry = false }: { centre: CentreData; showCountry?: boolean }) {
    const { t } = useTranslation();
    const headingId = `centre-${centre.id}-name`;
    return (
        <article className="centre-card" aria-labelledby={headingId}>
            <header className="centre-card__head">
                <h3 id={headingId} className="centre-card__name">
                    {centre.name}
                </h3>
                <span className={`centre-card__kind centre-card__kind--${centre.kind}`}>
                    {t(`serviceCentres.kind.${centre.kind}`)}
                </span>
            </header>
            <dl className="centre-card__facts">
                <dt>{t('serviceCentres.address')}</dt>
                <dd>
                    {centre.city}
                    {showCountry && ` (${centre.countryName})`} · {centre.addressLine}
                </dd>
                {centre.hours && (
                    <>
                        <dt>{t('serviceCentres.hours')}</dt>
                        <dd>{centre.hours}</dd>
                    </>
                )}
                <dt>{t('serviceCentres.phone')}</dt>
                <dd>
                    <a
                        href={centre.tel}
                        aria-label={t('serviceCentres.call', { name: centre.name, phone: centre.phone })}
                    >
                        {centre.phone}
                    </a>
                </dd>
                {centre.email && (
                    <>
                        <dt>{t('serviceCentres.email')}</dt>
                        <dd>
                            <a href={`mailto:${centre.email}`}>{centre.email}</a>
                        </dd>
                    </>
                )}
            </dl>
        </article>
    );
}
