import { Link } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import type { ServiceData, StoreServicesData } from '../stores.server';

function ServiceStores({ service }: { service: ServiceData }) {
    const { t } = useTranslation();
    if (service.stores.length === 0) return <p>{t('stores.serviceList.none')}</p>;
    return (
        <ul className="store-services__stores" aria-label={t('stores.serviceList.offeredAt', { name: service.name })}>
            {service.stores.map((s) => (
                <li key={s.slug}>
                    <Link to={s.href}>{s.name}</Link> <span className="store-services__city">{s.cityName}</span>
                </li>
            ))}
        </ul>
    );
}

/** `/store/services` (every in-store service with its stores) and `/store/services/{slug}` (one). */
export function StoreServicesView({ data }: { data: StoreServicesData }) {
    const { t } = useTranslation();
    const { service } = data;
    if (service) {
        return (
            <article className="store-services">
                <nav className="store-page__back" aria-label={t('common.breadcrumbs')}>
                    <Link to="/store/services">{t('stores.serviceList.all')}</Link>
                </nav>
                <h1>{service.name}</h1>
                <p className="store-services__lead">{service.description}</p>
                <h2>{t('stores.serviceList.offeredAt', { name: service.name })}</h2>
                <ServiceStores service={service} />
                <p>
                    <Link to="/stores">{t('stores.allStores')}</Link>
                </p>
            </article>
        );
    }
    return (
        <article className="store-services">
            <h1>{data.title}</h1>
            <p className="store-services__lead">{t('stores.meta.services')}</p>
            <p>
                <Link to="/store/services/contact">{t('contact.link.services')}</Link>
            </p>
            <div className="store-services__grid">
                {data.services.map((s) => (
                    <section key={s.slug} className="store-services__item" aria-labelledby={`service-${s.slug}`}>
                        <h2 id={`service-${s.slug}`}>
                            <Link to={s.href}>{s.name}</Link>
                        </h2>
                        <p>{s.description}</p>
                        <ServiceStores service={s} />
                    </section>
                ))}
            </div>
        </article>
    );
}
