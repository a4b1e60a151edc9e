import { Trans, useLingui } from '@lingui/react/macro';
import type { ServiceCentreKind } from '@maison/shared';

/** The words staff read for the service centres' values, each translated in i18n/*.po. */

export function CentreKindLabel({ kind }: Readonly<{ kind: ServiceCentreKind }>) {
    return kind === 'brand' ? <Trans>Brand service centre</Trans> : <Trans>Authorised service point</Trans>;
}

/** What a result union's ShopFailure member is read for. */
export const CENTRE_FAILURE_FIELDS = '... on ShopFailure { errorCode field }';

/** A refusal of the Admin API, by its failure code (packages/shared, failures.ts). */
export class CentreRefused extends Error {
    constructor(
        readonly code: string,
        readonly field?: string | null,
    ) {
        super(code);
    }
}

export type CentreFailure = { __typename: 'ShopFailure'; errorCode: string; field?: string | null };

/** A result union's answer: the value, or a CentreRefused carrying the ShopFailure's code. */
export function unwrapCentre<T extends { __typename: string }>(result: T | CentreFailure): T {
    if (result.__typename === 'ShopFailure') {
        const failure = result as CentreFailure;
        throw new CentreRefused(failure.errorCode, failure.field);
    }
    return result as T;
}

/**
 * The message staff read for a failure, by its code; never its sentence. The catalogues reach
 * the page uncompiled, so no message holds a placeholder: the field is written beside it.
 */
export function useCentreFailureMessage(): (err: unknown) => string {
    const { t } = useLingui();
    return (err) => {
        const code = err instanceof CentreRefused ? err.code : undefined;
        const field = err instanceof CentreRefused ? (err.field ?? '') : '';
        switch (code) {
            case 'SERVICE_CENTRE_NOT_FOUND':
                return t`There is no such service centre`;
            case 'INVALID_SERVICE_CENTRE_INPUT':
                return `${t`A field is not right:`} ${field}`;
            default:
                return t`The change could not be saved`;
        }
    };
}
