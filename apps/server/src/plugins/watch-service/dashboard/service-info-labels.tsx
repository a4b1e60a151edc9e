import { Trans, useLingui } from '@lingui/react/macro';
import type { FaqTopic, ServiceOperation } from '@maison/shared';

/** The words staff read for the prices' and FAQ's codes, each translated in i18n/*.po. */

export function OperationLabel({ operation }: Readonly<{ operation: ServiceOperation }>) {
    switch (operation) {
        case 'full-service':
            return <Trans>Full service</Trans>;
        case 'partial-service':
            return <Trans>Partial service</Trans>;
        case 'battery':
            return <Trans>Battery change</Trans>;
        case 'water-resistance':
            return <Trans>Water-resistance test</Trans>;
        case 'polishing':
            return <Trans>Polishing</Trans>;
        default:
            return <Trans>Strap fitting</Trans>;
    }
}

export function TopicLabel({ topic }: Readonly<{ topic: FaqTopic }>) {
    switch (topic) {
        case 'ordering':
            return <Trans>Ordering</Trans>;
        case 'shipping':
            return <Trans>Shipping</Trans>;
        case 'service':
            return <Trans>Service</Trans>;
        case 'warranty':
            return <Trans>Warranty</Trans>;
        case 'straps':
            return <Trans>Straps</Trans>;
        default:
            return <Trans>Care</Trans>;
    }
}

/** What a result union's ShopFailure member is read for, in the documents of the prices and FAQ. */
export const SERVICE_FAILURE_FIELDS = '... on ShopFailure { errorCode field }';

/** A result union's ShopFailure member. */
export type ServiceFailure = { __typename: 'ShopFailure'; errorCode: string; field?: string | null };

/** A refusal of the Admin API, by its failure code (packages/shared, failures.ts). */
export class ServiceRefused extends Error {
    constructor(
        readonly code: string,
        readonly field?: string | null,
    ) {
        super(code);
    }
}

/** A result union's answer: the value, or a ServiceRefused carrying the ShopFailure's code. */
export function unwrapService<T extends { __typename: string }>(result: T | ServiceFailure): T {
    if (result.__typename === 'ShopFailure') {
        const failure = result as ServiceFailure;
        throw new ServiceRefused(failure.errorCode, failure.field);
    }
    return result as T;
}

/** The message staff read for a refusal, by its code, never its sentence; a field is written beside it. */
export function useServiceFailureMessage(): (err: unknown) => string {
    const { t } = useLingui();
    return (err) => {
        const code = err instanceof ServiceRefused ? err.code : undefined;
        const field = err instanceof ServiceRefused ? (err.field ?? '') : '';
        switch (code) {
            case 'INVALID_SERVICE_INPUT':
                return `${t`A field is not right:`} ${field}`;
            case 'SERVICE_PRICE_TAKEN':
                return t`The table already has a price for this movement, complication and operation`;
            case 'SERVICE_INFO_NOT_FOUND':
                return t`It was deleted meanwhile`;
            default:
                return t`The change could not be saved`;
        }
    };
}
