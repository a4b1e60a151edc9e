import { Trans, useLingui } from '@lingui/react/macro';
import { CALENDAR_DAY_KINDS, type CalendarDayKind, shopClock } from '@maison/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
    AlertDialog,
    AlertDialogAction,
    AlertDialogCancel,
    AlertDialogContent,
    AlertDialogDescription,
    AlertDialogFooter,
    AlertDialogHeader,
    AlertDialogTitle,
    api,
    Button,
    DashboardRouteDefinition,
    Input,
    Label,
    NativeSelect,
    NativeSelectOption,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableHeader,
    TableRow,
} from '@vendure/dashboard';
import gql from 'graphql-tag';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';

import { Field, StoreOptions, useStoreNames } from './form-parts';
import { DayKindLabel, FAILURE_FIELDS, type Failure, unwrap, useFailureMessage } from './labels';

interface CalendarDayRow {
    id: string;
    date: string;
    kind: CalendarDayKind;
    note: string;
    storeId: string | null;
    store: { id: string; name: string } | null;
}

/** Which entries the list shows: every one, those for every store, or one store's own. */
const ALL = '';
const EVERY_STORE = 'every-store';

const daysDocument = gql`
    query StoreCalendarDayList($options: StoreCalendarDayListOptions) {
        storeCalendarDays(options: $options) {
            items {
                id
                date
                kind
                note
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

const countDocument = gql`
    query AppointmentsOnClosedDay($date: String!, $storeId: ID) {
        appointmentsOnDate(date: $date, storeId: $storeId) {
            __typename
            ... on AppointmentsOnDate {
                count
            }
            ${FAILURE_FIELDS}
        }
    }
`;

const setDocument = gql`
    mutation SetStoreCalendarDayFromDashboard($input: SetStoreCalendarDayInput!) {
        setStoreCalendarDay(input: $input) {
            __typename
            ... on StoreCalendarDay {
                id
            }
            ${FAILURE_FIELDS}
        }
    }
`;

const deleteDocument = gql`
    mutation DeleteStoreCalendarDayFromDashboard($id: ID!) {
        deleteStoreCalendarDay(id: $id) {
            result
        }
    }
`;

interface DayInput {
    date: string;
    kind: CalendarDayKind;
    note: string;
    storeId: string | null;
}

/** The calendar's entries from today on, the form that adds one, and closing a day that has bookings. */
function StoreCalendarPage() {
    const { t } = useLingui();
    const queryClient = useQueryClient();
    const failureMessage = useFailureMessage();
    const stores = useStoreNames();
    const today = shopClock(new Date()).date;
    const [shown, setShown] = useState(ALL);
    const [draft, setDraft] = useState<DayInput>({ date: '', kind: 'closed', note: '', storeId: null });
    /** The entry waiting for staff's word, with the number of appointments it cancels. */
    const [pending, setPending] = useState<{ input: DayInput; count: number } | null>(null);

    // Dates are strings, which the list filters by equality only: the latest entries, kept from today on.
    const days = useQuery({
        queryKey: ['store-calendar-days', today],
        queryFn: async () =>
            (
                (await api.query(daysDocument, { options: { take: 1000, sort: { date: 'DESC' } } })) as {
                    storeCalendarDays: { items: CalendarDayRow[] };
                }
            ).storeCalendarDays.items
                .filter((day) => day.date >= today)
                .reverse(),
    });
    const refresh = () => queryClient.invalidateQueries({ queryKey: ['store-calendar-days'] });

    const countOn = async (input: DayInput) =>
        unwrap(
            (
                (await api.query(countDocument, { date: input.date, storeId: input.storeId })) as {
                    appointmentsOnDate: { __typename: 'AppointmentsOnDate'; count: number } | Failure;
                }
            ).appointmentsOnDate,
        ).count;

    const save = useMutation({
        mutationFn: async ({ input, cancelAppointments }: { input: DayInput; cancelAppointments: boolean }) => {
            if (input.kind === 'closed' && !cancelAppointments) {
                const count = await countOn(input);
                if (count > 0) return { asked: count };
            }
            const answer = (await api.mutate(setDocument, { input: { ...input, cancelAppointments } })) as {
                setStoreCalendarDay: { __typename: 'StoreCalendarDay'; id: string } | Failure;
            };
            const result = answer.setStoreCalendarDay;
            // Booked meanwhile: ask again with the new count.
            if (result.__typename === 'ShopFailure' && result.errorCode === 'DAY_HAS_APPOINTMENTS') {
                return { asked: await countOn(input) };
            }
            unwrap(result);
            return { asked: 0 };
        },
        onSuccess: ({ asked }, { input, cancelAppointments }) => {
            if (asked > 0) {
                setPending({ input, count: asked });
                return;
            }
            setPending(null);
            toast.success(
                cancelAppointments
                    ? t`Day closed; its appointments are cancelled and each visitor told by SMS`
                    : t`Day saved`,
            );
            setDraft((d) => ({ ...d, date: '', note: '' }));
            void refresh();
        },
        onError: (err: unknown) => {
            setPending(null);
            toast.error(failureMessage(err));
        },
    });

    const remove = useMutation({
        mutationFn: (id: string) => api.mutate(deleteDocument, { id }),
        onSuccess: () => {
            toast.success(t`Day removed`);
            void refresh();
        },
        onError: (err: unknown) => toast.error(failureMessage(err)),
    });

    const submit = (e: FormEvent) => {
        e.preventDefault();
        if (!draft.date) return;
        save.mutate({ input: draft, cancelAppointments: false });
    };

    const cancelCount = pending?.count ?? 0;
    const rows = (days.data ?? []).filter((day) =>
        shown === ALL ? true : shown === EVERY_STORE ? day.storeId === null : day.storeId === shown,
    );

    return (
        <Page pageId="store-calendar">
            <PageTitle>
                <Trans>Closed and working days</Trans>
            </PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId="store-calendar-add" title={<Trans>Add a day</Trans>}>
                    <form className="flex flex-wrap items-end gap-3" onSubmit={submit} aria-label={t`Add a day`}>
                        <Field id="calendar-date" label={<Trans>Date</Trans>}>
                            <Input
                                id="calendar-date"
                                type="date"
                                required
                                value={draft.date}
                                onChange={(e) => setDraft({ ...draft, date: e.target.value })}
                            />
                        </Field>
                        <Field id="calendar-kind" label={<Trans>Kind</Trans>}>
                            <NativeSelect
                                id="calendar-kind"
                                value={draft.kind}
                                onChange={(e) => setDraft({ ...draft, kind: e.target.value as CalendarDayKind })}
                            >
                                {CALENDAR_DAY_KINDS.map((kind) => (
                                    <NativeSelectOption key={kind} value={kind}>
                                        <DayKindLabel kind={kind} />
                                    </NativeSelectOption>
                                ))}
                            </NativeSelect>
                        </Field>
                        <Field id="calendar-store" label={<Trans>Store</Trans>}>
                            <NativeSelect
                                id="calendar-store"
                                value={draft.storeId ?? ''}
                                onChange={(e) => setDraft({ ...draft, storeId: e.target.value || null })}
                            >
                                <NativeSelectOption value="">{t`Every store`}</NativeSelectOption>
                                <StoreOptions stores={stores.data} />
                            </NativeSelect>
                        </Field>
                        <Field id="calendar-note" label={<Trans>Note</Trans>}>
                            <Input
                                id="calendar-note"
                                maxLength={200}
                                value={draft.note}
                                onChange={(e) => setDraft({ ...draft, note: e.target.value })}
                            />
                        </Field>
                        <Button type="submit" disabled={save.isPending || !draft.date}>
                            <Trans>Add</Trans>
                        </Button>
                    </form>
                </PageBlock>
                <PageBlock column="main" blockId="store-calendar-days" title={<Trans>From today on</Trans>}>
                    <div className="mb-3 flex items-center gap-2">
                        <Label htmlFor="calendar-shown">
                            <Trans>Show</Trans>
                        </Label>
                        <NativeSelect id="calendar-shown" value={shown} onChange={(e) => setShown(e.target.value)}>
                            <NativeSelectOption value={ALL}>{t`All days`}</NativeSelectOption>
                            <NativeSelectOption value={EVERY_STORE}>{t`Days of every store`}</NativeSelectOption>
                            <StoreOptions stores={stores.data} />
                        </NativeSelect>
                    </div>
                    {days.isError ? (
                        <p className="text-destructive" role="alert">
                            <Trans>The days could not be loaded</Trans>
                        </p>
                    ) : days.isLoading ? (
                        <p className="text-muted-foreground">
                            <Trans>Loading…</Trans>
                        </p>
                    ) : rows.length === 0 ? (
                        <p className="text-muted-foreground">
                            <Trans>No closed or working days ahead</Trans>
                        </p>
                    ) : (
                        <Table>
                            <TableHeader>
                                <TableRow>
                                    <TableHead>
                                        <Trans>Date</Trans>
                                    </TableHead>
                                    <TableHead>
                                        <Trans>Kind</Trans>
                                    </TableHead>
                                    <TableHead>
                                        <Trans>Store</Trans>
                                    </TableHead>
                                    <TableHead>
                                        <Trans>Note</Trans>
                                    </TableHead>
                                    <TableHead />
                                </TableRow>
                            </TableHeader>
                            <TableBody>
                                {rows.map((day) => (
                                    <TableRow key={day.id} data-date={day.date}>
                                        <TableCell>{day.date}</TableCell>
                                        <TableCell>
                                            <DayKindLabel kind={day.kind} />
                                        </TableCell>
                                        <TableCell>{day.store ? day.store.name : t`Every store`}</TableCell>
                                        <TableCell>{day.note}</TableCell>
                                        <TableCell>
                                            <Button
                                                size="sm"
                                                variant="outline"
                                                disabled={remove.isPending}
                                                onClick={() => remove.mutate(day.id)}
                                            >
                                                <Trans>Remove</Trans>
                                            </Button>
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    )}
                </PageBlock>
            </PageLayout>
            <AlertDialog open={pending !== null} onOpenChange={(open) => (open ? undefined : setPending(null))}>
                <AlertDialogContent>
                    <AlertDialogHeader>
                        <AlertDialogTitle>
                            <Trans>Close a day that has bookings?</Trans>
                        </AlertDialogTitle>
                        <AlertDialogDescription>
                            {cancelCount === 1 ? (
                                <Trans>1 appointment will be cancelled and the visitor told by SMS.</Trans>
                            ) : (
                                <>
                                    <strong>{cancelCount}</strong>{' '}
                                    <Trans>appointments will be cancelled and each visitor told by SMS.</Trans>
                                </>
                            )}
                        </AlertDialogDescription>
                    </AlertDialogHeader>
                    <AlertDialogFooter>
                        <AlertDialogCancel>
                            <Trans>Keep the day open</Trans>
                        </AlertDialogCancel>
                        <AlertDialogAction
                            variant="destructive"
                            disabled={save.isPending}
                            onClick={() => pending && save.mutate({ input: pending.input, cancelAppointments: true })}
                        >
                            <Trans>Close and cancel them</Trans>
                        </AlertDialogAction>
                    </AlertDialogFooter>
                </AlertDialogContent>
            </AlertDialog>
        </Page>
    );
}

export const storeCalendar: DashboardRouteDefinition = {
    path: '/store-calendar',
    navMenuItem: {
        sectionId: 'stores',
        id: 'store-calendar',
        url: '/store-calendar',
        title: /* i18n */ 'Closed days',
        requiresPermission: 'ManageStores',
    },
    loader: () => ({ breadcrumb: () => <Trans>Closed and working days</Trans> }),
    component: () => <StoreCalendarPage />,
};
