import { Trans, useLingui } from '@lingui/react/macro';
import {
    APPOINTMENT_STATES,
    type AppointmentPurpose,
    type AppointmentState,
    shopClock,
    staffAppointmentTransitions,
} from '@maison/shared';
import { useMutation } from '@tanstack/react-query';
import {
    api,
    Button,
    DashboardRouteDefinition,
    Input,
    ListPage,
    NativeSelect,
    NativeSelectOption,
    PageActionBarLeft,
    usePaginatedList,
} from '@vendure/dashboard';
import gql from 'graphql-tag';
import { useState } from 'react';
import { toast } from 'sonner';

import { StoreOptions, useStoreNames } from './form-parts';
import {
    AppointmentStateBadge,
    AppointmentStateLabel,
    type Failure,
    FAILURE_FIELDS,
    PurposeLabel,
    unwrap,
    useFailureMessage,
} from './labels';

interface AppointmentRow {
    id: string;
    reference: string;
    date: string;
    slotStart: string;
    slotEnd: string;
    purpose: AppointmentPurpose;
    name: string;
    mobile: string;
    state: AppointmentState;
    store: { id: string; name: string };
}

const listDocument = gql`
    query StoreAppointmentList($options: AppointmentListOptions) {
        appointments(options: $options) {
            items {
                id
                createdAt
                reference
                date
                slotStart
                slotEnd
                startsAt
                purpose
                name
                mobile
                email
                note
                state
                storeId
                store {
                    id
                    name
                }
            }
            totalItems
        }
    }
`;

const transitionDocument = gql`
    mutation TransitionStoreAppointment($id: ID!, $state: AppointmentState!) {
        transitionAppointment(id: $id, state: $state) {
            __typename
            ... on Appointment {
                id
                state
            }
            ${FAILURE_FIELDS}
        }
    }
`;

type TransitionAnswer = {
    transitionAppointment: { __typename: 'Appointment'; state: AppointmentState } | Failure;
};

function ActionLabel({ state }: Readonly<{ state: AppointmentState }>) {
    if (state === 'confirmed') return <Trans>Confirm</Trans>;
    if (state === 'cancelled') return <Trans>Cancel</Trans>;
    return <Trans>Mark no-show</Trans>;
}

/** The moves the shared rules allow from the row's state; the list reloads after each. */
function MoveButtons({ appointment }: Readonly<{ appointment: AppointmentRow }>) {
    const { t } = useLingui();
    const failureMessage = useFailureMessage();
    const { refetchPaginatedList } = usePaginatedList();
    const move = useMutation({
        mutationFn: async (state: AppointmentState) =>
            unwrap(
                ((await api.mutate(transitionDocument, { id: appointment.id, state })) as TransitionAnswer)
                    .transitionAppointment,
            ),
        onSuccess: (_result, state) => {
            toast.success(
                state === 'confirmed'
                    ? t`Appointment confirmed; the visitor is told by SMS`
                    : state === 'cancelled'
                      ? t`Appointment cancelled; the visitor is told by SMS`
                      : t`Marked as a no-show`,
            );
            refetchPaginatedList();
        },
        onError: (err: unknown) => {
            toast.error(failureMessage(err));
            refetchPaginatedList();
        },
    });
    return (
        <div className="flex max-w-56 flex-wrap gap-1">
            {staffAppointmentTransitions(appointment.state).map((state) => (
                <Button
                    key={state}
                    size="sm"
                    variant={state === 'confirmed' ? 'default' : 'outline'}
                    disabled={move.isPending}
                    onClick={() => move.mutate(state)}
                >
                    <ActionLabel state={state} />
                </Button>
            ))}
        </div>
    );
}

function AppointmentListPage({ route }: Readonly<{ route: Parameters<DashboardRouteDefinition['component']>[0] }>) {
    const { t } = useLingui();
    const stores = useStoreNames();
    const [storeId, setStoreId] = useState('');
    const [date, setDate] = useState(() => shopClock(new Date()).date);
    const [state, setState] = useState<AppointmentState | ''>('');
    const filters = { storeId, date, state };
    return (
        <ListPage
            pageId="store-appointment-list"
            title={<Trans>Appointments</Trans>}
            listQuery={listDocument}
            route={route}
            defaultSort={[{ id: 'startsAt', desc: false }]}
            transformVariables={(variables) => ({
                ...variables,
                options: {
                    ...variables.options,
                    filter: {
                        ...variables.options?.filter,
                        ...(storeId ? { storeId: { eq: storeId } } : {}),
                        ...(date ? { date: { eq: date } } : {}),
                        ...(state ? { state: { eq: state } } : {}),
                    },
                },
            })}
            // The filters are not the table's own, so they must be part of the cache key.
            transformQueryKey={(key) => [...key, filters]}
            onSearchTermChange={(term) => ({ reference: { contains: term.trim().toUpperCase() } })}
            defaultVisibility={{
                reference: true,
                date: true,
                store: true,
                purpose: true,
                name: true,
                mobile: true,
                state: true,
                move: true,
            }}
            customizeColumns={{
                reference: { header: () => <Trans>Reference</Trans> },
                date: {
                    header: () => <Trans>When</Trans>,
                    meta: { dependencies: ['slotStart', 'slotEnd'] },
                    cell: ({ row }) => {
                        const a = row.original as AppointmentRow;
                        return (
                            <div>
                                <div>{a.date}</div>
                                <div className="text-muted-foreground">{`${a.slotStart}–${a.slotEnd}`}</div>
                            </div>
                        );
                    },
                },
                store: {
                    header: () => <Trans>Store</Trans>,
                    cell: ({ row }) => (
                        <span className="block max-w-40 whitespace-normal">
                            {(row.original as AppointmentRow).store.name}
                        </span>
                    ),
                },
                purpose: {
                    header: () => <Trans>Purpose</Trans>,
                    cell: ({ row }) => <PurposeLabel purpose={(row.original as AppointmentRow).purpose} />,
                },
                name: { header: () => <Trans>Name</Trans> },
                mobile: { header: () => <Trans>Mobile</Trans> },
                state: {
                    header: () => <Trans>State</Trans>,
                    cell: ({ row }) => <AppointmentStateBadge state={(row.original as AppointmentRow).state} />,
                },
            }}
            additionalColumns={{
                move: {
                    header: () => <Trans>Actions</Trans>,
                    cell: ({ row }) => <MoveButtons appointment={row.original as AppointmentRow} />,
                },
            }}
        >
            <PageActionBarLeft>
                <div className="flex flex-wrap items-center gap-2">
                    <NativeSelect aria-label={t`Store`} value={storeId} onChange={(e) => setStoreId(e.target.value)}>
                        <NativeSelectOption value="">{t`All stores`}</NativeSelectOption>
                        <StoreOptions stores={stores.data} />
                    </NativeSelect>
                    <Input
                        type="date"
                        aria-label={t`Date`}
                        className="w-auto"
                        value={date}
                        onChange={(e) => setDate(e.target.value)}
                    />
                    <Button size="sm" variant="outline" onClick={() => setDate('')} disabled={!date}>
                        <Trans>All dates</Trans>
                    </Button>
                    <NativeSelect
                        aria-label={t`State`}
                        value={state}
                        onChange={(e) => setState(e.target.value as AppointmentState | '')}
                    >
                        <NativeSelectOption value="">{t`All states`}</NativeSelectOption>
                        {APPOINTMENT_STATES.map((s) => (
                            <NativeSelectOption key={s} value={s}>
                                <AppointmentStateLabel state={s} />
                            </NativeSelectOption>
                        ))}
                    </NativeSelect>
                </div>
            </PageActionBarLeft>
        </ListPage>
    );
}

export const appointmentList: DashboardRouteDefinition = {
    path: '/appointments',
    navMenuItem: {
        sectionId: 'stores',
        id: 'appointments',
        url: '/appointments',
        title: /* i18n */ 'Appointments',
        requiresPermission: 'ManageAppointments',
    },
    loader: () => ({ breadcrumb: () => <Trans>Appointments</Trans> }),
    component: (route) => <AppointmentListPage route={route} />,
};
