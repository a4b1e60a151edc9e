import type { ReactNode } from 'react';

import { formatDate } from '@maison/shared';

import { RepairHistory } from '~/features/service-repair/components/ServiceRepair';
import { useTranslation } from '~/lib/use-translation';

import type { ServiceRequestView } from '../send-watch.server';

/**
 * A request as its owner reads it: reference, state, the watch, how it travels, then
 * `children` (the repair: estimate, payment, parcel back), history and photos.
 */
export function RequestDetails({ request, children }: { request: ServiceRequestView; children?: ReactNode }) {
    const { t, i18n } = useTranslation();
    const address = request.pickupAddress;
    return (
        <div className="send-watch__request">
            <p className="send-watch__reference">
                {t('sendWatch.request.reference')} <strong data-testid="service-reference">{request.reference}</strong>
            </p>
            <p>
                {t('sendWatch.request.state')}:{' '}
                <strong data-testid="service-state">{t(`sendWatch.states.${request.state}`)}</strong>
            </p>
            <dl className="send-watch__summary">
                <div className="send-watch__row">
                    <dt>{t('sendWatch.watch.model')}</dt>
                    <dd>
                        {request.modelName} · {request.serialNumber}
                    </dd>
                </div>
                <div className="send-watch__row">
                    <dt>{t('sendWatch.problem.symptoms')}</dt>
                    <dd>{request.symptoms.map((s) => t(`sendWatch.symptoms.${s}`)).join(', ')}</dd>
                </div>
                <div className="send-watch__row">
                    <dt>
                        {request.travelMode === 'pickup' ? t('sendWatch.travel.pickup') : t('sendWatch.travel.dropOff')}
                    </dt>
                    <dd>
                        {address
                            ? `${request.pickupDate} · ${address.province}${address.city}${address.district} ${address.streetLine}`
                            : request.dropOffStoreSlug}
                    </dd>
                </div>
                <div className="send-watch__row">
                    <dt>{t('sendWatch.request.submitted')}</dt>
                    <dd>{formatDate(request.createdAt, i18n.language)}</dd>
                </div>
            </dl>
            {children}
            <h2>{t('sendWatch.request.history')}</h2>
            <RepairHistory history={request.history} />
            {request.photos.length > 0 && (
                <>
                    <h2>{t('sendWatch.photos.title')}</h2>
                    <ul className="send-watch__thumbs">
                        {request.photos.map((photo, i) => (
                            <li key={photo.id}>
                                <a href={photo.url} target="_blank" rel="noreferrer">
                                    <img
                                        src={photo.url}
                                        alt={t('sendWatch.photos.alt', { n: i + 1 })}
                                        width={96}
                                        height={96}
                                    />
                                </a>
                            </li>
                        ))}
                    </ul>
                </>
            )}
            <p>
                <a className="button button--secondary" href={`/service/send-my-watch/label/${request.reference}`}>
                    {t('sendWatch.request.label')}
                </a>
            </p>
        </div>
    );
}
