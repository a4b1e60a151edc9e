import { Trans, useLingui } from '@lingui/react/macro';
import type { AppointmentPurpose, AppointmentState, CalendarDayKind, StoreType, Weekday } from '@maison/shared';
import { Badge } from '@vendure/dashboard';

/** The words staff read for the stores plugin's values, each translated in i18n/*.po. */

export function StoreTypeLabel({ type }: Readonly<{ type: StoreType }>) {
    return type === 'boutique' ? <Trans>Boutique</Trans> : <Trans>Authorised retailer</Trans>;
}

export function DayKindLabel({ kind }: Readonly<{ kind: CalendarDayKind }>) {
    return kind === 'closed' ? <Trans>Closed day</Trans> : <Trans>Working day</Trans>;
}

export function WeekdayLabel({ weekday }: Readonly<{ weekday: Weekday }>) {
    switch (weekday) {
        case 'monday':
            return <Trans>Monday</Trans>;
        case 'tuesday':
            return <Trans>Tuesday</Trans>;
        case 'wednesday':
            return <Trans>Wednesday</Trans>;
        case 'thursday':
            return <Trans>Thursday</Trans>;
        case 'friday':
            return <Trans>Friday</Trans>;
        case 'saturday':
            return <Trans>Saturday</Trans>;
        default:
            return <Trans>Sunday</Trans>;
    }
}

export function PurposeLabel({ purpose }: Readonly<{ purpose: AppointmentPurpose }>) {
    switch (purpose) {
        case 'discoverCollection':
            return <Trans>Discover the collection</Trans>;
        case 'collectPurchase':
            return <Trans>Collect a purchase</Trans>;
        case 'serviceAdvice':
            return <Trans>Service advice</Trans>;
        case 'strapFitting':
            return <Trans>Strap fitting</Trans>;
        case 'engraving':
            return <Trans>Engraving</Trans>;
        default:
            return <Trans>Other</Trans>;
    }
}

export function AppointmentStateLabel({ state }: Readonly<{ state: AppointmentState }>) {
    switch (state) {
        case 'requested':
            return <Trans>Requested</Trans>;
        case 'confirmed':
            return <Trans>Confirmed</Trans>;
        case 'cancelled':
            return <Trans>Cancelled</Trans>;
        default:
            return <Trans>No-show</Trans>;
    }
}

export function AppointmentStateBadge({ state }: Readonly<{ state: AppointmentState }>) {
    const variant =
        state === 'requested'
            ? 'warning'
            : state === 'confirmed'
              ? 'success'
              : state === 'noShow'
                ? 'destructive'
                : 'outline';
    return (
        <Badge variant={variant} data-state={state}>
            <AppointmentStateLabel state={state} />
        </Badge>
    );
}

/** What a result union's ShopFailure member is read for, in the plugin's documents. */
export const FAILURE_FIELDS = '... on ShopFailure { errorCode field }';

/** A refusal of the stores plugin's Admin API, by its failure code (packages/shared, failures.ts). */
export class Refused extends Error {
    constructor(
        readonly code: string,
        readonly field?: string | null,
    ) {
        super(code);
    }
}

/**
 * The message staff read for a failure the Admin API answered, by its code; never its sentence.
 * The plugin's catalogues reach the page uncompiled, so no message holds a placeholder: a value
 * is written beside its message.
 */
export function useFailureMessage(): (err: unknown) => string {
    const { t } = useLingui();
    return (err) => {
        const code = err instanceof Refused ? err.code : undefined;
        const field = err instanceof Refused ? (err.field ?? '') : '';
        switch (code) {
            case 'STORE_NOT_FOUND':
                return t`There is no such store`;
            case 'SLUG_TAKEN':
                return t`Another store already has this URL name`;
            case 'INVALID_STORE_INPUT':
                return `${t`A field is not right:`} ${field}`;
            case 'INVALID_DATE_RANGE':
                return t`This is not a date`;
            case 'DAY_HAS_APPOINTMENTS':
                return t`Appointments were booked on this day meanwhile; check them and close it again`;
            case 'APPOINTMENT_NOT_FOUND':
                return t`There is no such appointment`;
            case 'APPOINTMENT_CLOSED':
                return t`The appointment can no longer be moved so; it was changed meanwhile`;
            default:
                return t`The change could not be saved`;
        }
    };
}

/** A result union's ShopFailure member, as FAILURE_FIELDS reads it. */
export type Failure = { __typename: 'ShopFailure'; errorCode: string; field?: string | null };

/** A result union's answer: the value, or a Refused carrying the ShopFailure's code. */
export function unwrap<T extends { __typename: string }>(result: T | Failure): T {
    if (result.__typename === 'ShopFailure') {
        const failure = result as { errorCode: string; field?: string | null };
        throw new Refused(failure.errorCode, failure.field);
    }
    return result as T;
}
