import {
    formatDateTime,
    memberMaySendBack,
    memberMayWithdraw,
    type AfterSalesKind,
    type AfterSalesState,
} from '@maison/shared';
import { Form, Link } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import type { AfterSalesRequest } from '../after-sales.server';

/**
 * A request's kind, state, reason and what staff said; withdrawn from here while it may be.
 * An approved return waiting for its parcel points to `sendBackAt`, the page whose form takes
 * the tracking number; the return page itself shows that form instead.
 */
export function RequestList({
    requests,
    busy,
    sendBackAt,
}: {
    requests: AfterSalesRequest[];
    busy: boolean;
    sendBackAt?: string;
}) {
    const { t, i18n } = useTranslation();
    if (!requests.length) return null;
    return (
        <ul className="after-sales-requests">
            {requests.map((request) => {
                const kind = request.kind as AfterSalesKind;
                const state = request.state as AfterSalesState;
                return (
                    <li key={request.id} className="after-sales-request" data-request={request.id}>
                        <p>
                            <strong>{t(`afterSales.kind.${kind}`)}</strong>{' '}
                            <span className="tag">{t(`afterSales.state.${state}`)}</span>{' '}
                            <small>{formatDateTime(request.createdAt, i18n.language)}</small>
                        </p>
                        <p>
                            {t(`afterSales.reason.${request.reason}`)}
                            {request.note && ` · ${request.note}`}
                        </p>
                        {request.staffNote && <p>{t('afterSales.staffNote', { note: request.staffNote })}</p>}
                        {request.returnTrackingCode && (
                            <p>
                                {t('afterSales.sentBack', {
                                    carrier: request.returnCarrier,
                                    code: request.returnTrackingCode,
                                })}
                            </p>
                        )}
                        {sendBackAt && memberMaySendBack(kind, state) && !request.returnTrackingCode && (
                            <p className="after-sales-request__hint">
                                {t('afterSales.sendBackHint')}{' '}
                                <Link to={sendBackAt}>{t('afterSales.sendBackLink')}</Link>
                            </p>
                        )}
                        {memberMayWithdraw(kind, state) && (
                            <Form method="post">
                                <input type="hidden" name="id" value={request.id} />
                                <button
                                    type="submit"
                                    name="intent"
                                    value="withdraw"
                                    className="link-button"
                                    disabled={busy}
                                >
                                    {t('afterSales.withdraw')}
                                </button>
                            </Form>
                        )}
                    </li>
                );
            })}
        </ul>
    );
}
