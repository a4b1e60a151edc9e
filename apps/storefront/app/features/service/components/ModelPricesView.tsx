import { formatMoney, SERVICE_MODEL_QUERY_MAX_LENGTH } from '@maison/shared';
import { Form, Link, useNavigation } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import type { ModelPrices } from '../service-info.server';
import { useOperationName } from './OperationName';

/** The model picker (a GET form: it works without script) and the prices for the watch it names. */
export function ModelPricesView({ data }: { data: ModelPrices }) {
    const { t, i18n } = useTranslation();
    const operationName = useOperationName();
    const navigation = useNavigation();
    const busy = navigation.state === 'loading' && navigation.location?.pathname === '/service/service-prices';
    const { result } = data;
    return (
        <section className="service-info__data" aria-labelledby="model-prices-title">
            <h2 id="model-prices-title">{t('serviceInfo.prices.forYourWatch')}</h2>
            <Form method="get" className="service-info__search" role="search">
                <div className="field">
                    <label htmlFor="service-model">{t('serviceInfo.prices.modelLabel')}</label>
                    <input
                        // A new search (a candidate's link) shows its own text, not the one typed before.
                        key={data.query}
                        id="service-model"
                        className="input"
                        name="model"
                        type="search"
                        defaultValue={data.query}
                        maxLength={SERVICE_MODEL_QUERY_MAX_LENGTH}
                        placeholder={t('serviceInfo.prices.modelPlaceholder')}
                        aria-describedby="service-model-hint"
                        required
                    />
                    <p id="service-model-hint" className="service-info__hint">
                        {t('serviceInfo.prices.modelHint')}
                    </p>
                </div>
                <button type="submit" className="button button--primary" disabled={busy}>
                    {busy ? t('serviceInfo.loading') : t('serviceInfo.prices.show')}
                </button>
            </Form>
            <div aria-live="polite">
                {result.kind === 'refused' && (
                    <p className="form-error" role="alert">
                        {t('serviceInfo.prices.refused')}
                    </p>
                )}
                {result.kind === 'candidates' &&
                    (result.candidates.length === 0 ? (
                        <p className="service-info__empty">{t('serviceInfo.prices.noModel', { query: data.query })}</p>
                    ) : (
                        <div className="service-info__candidates">
                            <p>{t('serviceInfo.prices.choose')}</p>
                            <ul>
                                {result.candidates.map((c) => (
                                    <li key={c.sku}>
                                        <Link to={`?model=${encodeURIComponent(c.sku)}`}>
                                            {c.name} <span className="service-info__sku">{c.sku}</span>
                                        </Link>
                                    </li>
                                ))}
                            </ul>
                        </div>
                    ))}
                {result.kind === 'model' && (
                    <div className="service-info__model" data-testid="model-prices">
                        <h3>
                            {result.model.name} <span className="service-info__sku">{result.model.sku}</span>
                        </h3>
                        <p>
                            {t('serviceInfo.prices.movement')}: {result.model.movementName ?? '—'}
                            {result.model.complications.length > 0 &&
                                ` · ${t('serviceInfo.prices.complications')}: ${result.model.complications.join(', ')}`}
                        </p>
                        {result.prices.length === 0 ? (
                            <p className="service-info__empty">{t('serviceInfo.prices.noPrices')}</p>
                        ) : (
                            <table className="service-prices">
                                <caption className="visually-hidden">
                                    {t('serviceInfo.prices.caption', { name: result.model.name })}
                                </caption>
                                <thead>
                                    <tr>
                                        <th scope="col">{t('serviceInfo.prices.operation')}</th>
                                        <th scope="col">{t('serviceInfo.prices.price')}</th>
                                    </tr>
                                </thead>
                                <tbody>
                                    {result.prices.map((p) => (
                                        <tr key={p.operation}>
                                            <th scope="row">
                                                {operationName(p.operation)}
                                                {p.complicationName && (
                                                    <span className="service-info__note"> ({p.complicationName})</span>
                                                )}
                                            </th>
                                            <td>{formatMoney(p.priceFen, 'CNY', i18n.language)}</td>
                                        </tr>
                                    ))}
                                </tbody>
                            </table>
                        )}
                        <p className="service-info__hint">{t('serviceInfo.prices.quoteNote')}</p>
                    </div>
                )}
            </div>
            <p>
                <Link to="/service/all-prices">{t('serviceInfo.prices.allLink')}</Link>
            </p>
        </section>
    );
}
