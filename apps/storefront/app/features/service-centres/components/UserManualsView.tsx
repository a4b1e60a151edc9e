import { Form, Link, useNavigation } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import type { UserManualsData } from '../user-manuals.server';

function Select({
    name,
    label,
    value,
    options,
}: {
    name: string;
    label: string;
    value: string | undefined;
    options: Array<{ value: string; label: string }>;
}) {
    const { t } = useTranslation();
    return (
        <label className="manual-filter__field">
            <span>{label}</span>
            <select name={name} defaultValue={value ?? ''}>
                <option value="">{t('serviceCentres.manuals.any')}</option>
                {options.map((o) => (
                    <option key={o.value} value={o.value}>
                        {o.label}
                    </option>
                ))}
            </select>
        </label>
    );
}

/** `/service/user-manuals`: a filter that works without script (a GET form), and the manuals to download. */
export function UserManualsView({ data }: { data: UserManualsData }) {
    const { t } = useTranslation();
    const navigation = useNavigation();
    const loading = navigation.state === 'loading' && navigation.location.pathname === '/service/user-manuals';
    const filtered = Boolean(data.filter.collection || data.filter.model || data.filter.calibre);
    return (
        <article className="service-centres">
            <h1>{data.title}</h1>
            <p className="service-centres__lead">{t('serviceCentres.manuals.lead')}</p>
            <Form method="get" className="manual-filter" aria-label={t('serviceCentres.manuals.filterLabel')}>
                <Select
                    name="collection"
                    label={t('serviceCentres.manuals.collection')}
                    value={data.filter.collection}
                    options={data.filters.collections}
                />
                <Select
                    name="model"
                    label={t('serviceCentres.manuals.model')}
                    value={data.filter.model}
                    options={data.filters.models}
                />
                <Select
                    name="calibre"
                    label={t('serviceCentres.manuals.calibre')}
                    value={data.filter.calibre}
                    options={data.filters.calibres.map((c) => ({ value: c, label: c }))}
                />
                <div className="manual-filter__actions">
                    <button type="submit" className="button">
                        {t('serviceCentres.manuals.apply')}
                    </button>
                    {filtered && <Link to="/service/user-manuals">{t('serviceCentres.manuals.reset')}</Link>}
                </div>
            </Form>
            <section aria-label={t('serviceCentres.manuals.listLabel')} aria-busy={loading || undefined}>
                {loading && <p role="status">{t('serviceCentres.manuals.loading')}</p>}
                {data.manuals.length === 0 ? (
                    <p>{t('serviceCentres.manuals.empty')}</p>
                ) : (
                    <ul className="manual-list">
                        {data.manuals.map((m) => (
                            <li key={m.id} className="manual-list__item">
                                <h2 className="manual-list__title">{m.title}</h2>
                                <p className="manual-list__models">
                                    {t('serviceCentres.manuals.forModels', { models: m.models.join(' · ') })}
                                </p>
                                <p className="manual-list__meta">
                                    {t('serviceCentres.manuals.languages', { languages: m.languages.join(', ') })} ·{' '}
                                    {m.size}
                                </p>
                                {!m.inVisitorLanguage && (
                                    <p className="manual-list__note">{t('serviceCentres.manuals.notInLanguage')}</p>
                                )}
                                <a
                                    className="button manual-list__download"
                                    href={m.href}
                                    download
                                    aria-label={t('serviceCentres.manuals.downloadNamed', {
                                        title: m.title,
                                        size: m.size,
                                    })}
                                >
                                    {t('serviceCentres.manuals.download')}
                                </a>
                            </li>
                        ))}
                    </ul>
                )}
            </section>
        </article>
    );
}
