import { Trans, useLingui } from '@lingui/react/macro';
import type { ServiceEstimateOperation, ServicePaymentState, ServiceRequestState } from '@maison/shared';
import { Badge } from '@vendure/dashboard';

import { OperationLabel } from './service-info-labels';

/** The words staff read for a service request's states, moves and refusals, each translated in i18n/*.po. */

export function RequestStateLabel({ state }: Readonly<{ state: ServiceRequestState }>) {
    switch (state) {
        case 'submitted':
            return <Trans>Submitted by the owner</Trans>;
        case 'received':
            return <Trans>Watch received</Trans>;
        case 'inspected':
            return <Trans>Inspected</Trans>;
        case 'estimateSent':
            return <Trans>Estimate sent</Trans>;
        case 'estimateAccepted':
            return <Trans>Estimate accepted</Trans>;
        case 'estimateDeclined':
            return <Trans>Estimate declined</Trans>;
        case 'inRepair':
            return <Trans>In repair</Trans>;
        case 'qualityControl':
            return <Trans>Quality control</Trans>;
        case 'shippedBack':
            return <Trans>Shipped back</Trans>;
        case 'closed':
            return <Trans>Repair closed</Trans>;
        default:
            return <Trans>Request cancelled</Trans>;
    }
}

/** Staff's turn in amber, the owner's in grey, an end in green or red. */
export function RequestStateBadge({ state }: Readonly<{ state: ServiceRequestState }>) {
    const variant =
        state === 'closed'
            ? 'success'
            : state === 'cancelled'
              ? 'destructive'
              : state === 'estimateSent' || state === 'shippedBack'
                ? 'secondary'
                : 'warning';
    return (
        <Badge variant={variant} data-state={state} className="h-auto text-left whitespace-normal">
            <RequestStateLabel state={state} />
        </Badge>
    );
}

export function PaymentStateLabel({ state }: Readonly<{ state: ServicePaymentState }>) {
    switch (state) {
        case 'notDue':
            return <Trans>Nothing due</Trans>;
        case 'due':
            return <Trans>Awaiting payment</Trans>;
        case 'pending':
            return <Trans>Payment in progress</Trans>;
        case 'paid':
            return <Trans>Paid</Trans>;
        default:
            return <Trans>Refunded</Trans>;
    }
}

/** A move's button and dialog title: what staff do to reach the state. */
export function MoveLabel({ to, from }: Readonly<{ to: ServiceRequestState; from: ServiceRequestState }>) {
    switch (to) {
        case 'received':
            return <Trans>Mark the watch received</Trans>;
        case 'inspected':
            return <Trans>Mark inspected</Trans>;
        case 'estimateSent':
            return from === 'estimateDeclined' ? <Trans>Send a new estimate</Trans> : <Trans>Send estimate</Trans>;
        case 'inRepair':
            return from === 'qualityControl' ? <Trans>Back to repair</Trans> : <Trans>Start repair</Trans>;
        case 'qualityControl':
            return <Trans>Send to quality control</Trans>;
        case 'shippedBack':
            return <Trans>Ship back</Trans>;
        case 'closed':
            return <Trans>Close the request</Trans>;
        case 'cancelled':
            return <Trans>Cancel the request</Trans>;
        default:
            return <RequestStateLabel state={to} />;
    }
}

export function EstimateOperationLabel({ operation }: Readonly<{ operation: ServiceEstimateOperation }>) {
    return operation === 'other' ? <Trans>Other work</Trans> : <OperationLabel operation={operation} />;
}

export function ShipmentEventLabel({ status }: Readonly<{ status: string }>) {
    switch (status) {
        case 'collected':
            return <Trans>Collected by the carrier</Trans>;
        case 'inTransit':
            return <Trans>In transit</Trans>;
        case 'delivering':
            return <Trans>Out for delivery</Trans>;
        case 'delivered':
            return <Trans>Delivered</Trans>;
        default:
            return <Trans>Carrier reports a problem</Trans>;
    }
}

/** What a result union's ShopFailure member is read for. */
export const REPAIR_FAILURE_FIELDS = '... on ShopFailure { errorCode field }';

export type RepairFailure = { __typename: 'ShopFailure'; errorCode: string; field?: string | null };

/** A move the shop refused, by its failure code (packages/shared, failures.ts) and the field it names. */
export class RepairRefused extends Error {
    constructor(
        readonly code: string,
        readonly field?: string | null,
    ) {
        super(code);
    }
}

/** A result union's answer: the value, or a RepairRefused carrying the ShopFailure's code. */
export function unwrapRepair<T extends { __typename: string }>(result: T | RepairFailure): T {
    if (result.__typename === 'ShopFailure') {
        const failure = result as RepairFailure;
        throw new RepairRefused(failure.errorCode, failure.field);
    }
    return result as T;
}

/**
 * The message staff read for a refused move, by its code; never its sentence. The catalogues
 * reach the page uncompiled, so no message holds a placeholder: a line's number is written beside it.
 */
export function useRepairFailureMessage(): (err: unknown) => string {
    const { t } = useLingui();
    const fieldName = (field: string): string => {
        const [head, tail] = field.split('.');
        const line = /^\d+$/.test(head) ? `${t`Line`} ${Number(head) + 1}: ` : '';
        switch (tail ?? head) {
            case 'note':
                return t`Note for the owner`;
            case 'carrier':
                return t`Carrier`;
            case 'trackingCode':
                return t`Parcel tracking number`;
            case 'label':
                return `${line}${t`Description for the owner`}`;
            case 'priceWithTax':
                return `${line}${t`Price in yuan`}`;
            case 'operation':
                return `${line}${t`Operation`}`;
            default:
                return t`Estimate lines`;
        }
    };
    return (err) => {
        const code = err instanceof RepairRefused ? err.code : undefined;
        const field = err instanceof RepairRefused ? (err.field ?? '') : '';
        switch (code) {
            case 'SERVICE_REQUEST_NOT_FOUND':
                return t`There is no such service request`;
            case 'SERVICE_TRANSITION_NOT_ALLOWED':
                return t`The request had moved on meanwhile: the page now shows where it stands`;
            case 'INVALID_SERVICE_ESTIMATE':
                return `${t`Please check:`} ${fieldName(field)}`;
            case 'SERVICE_ESTIMATE_NOT_PAID':
                return t`The repair cannot start before the owner has paid the estimate`;
            case 'INVALID_TRACKING':
                return `${t`Please check:`} ${fieldName(field === 'carrier' ? 'carrier' : 'trackingCode')}`;
            case 'PAID_AT_GATEWAY':
                return t`The owner has just paid at the gateway: wait for its confirmation, then try again`;
            case 'REFUND_FAILED':
                return t`The payment gateway refused the refund; the request was not cancelled`;
            default:
                return t`The request could not be moved`;
        }
    };
}
