import { Trans, useLingui } from '@lingui/react/macro';
import {
    AFTER_SALES_STATES,
    OPEN_AFTER_SALES_STATES,
    staffTransitions,
    type AfterSalesKind,
    type AfterSalesState,
} from '@maison/shared';
import { useMutation } from '@tanstack/react-query';
import {
    api,
    Badge,
    Button,
    DashboardRouteDefinition,
    DetailPageButton,
    ListPage,
    PageActionBarLeft,
    usePaginatedList,
} from '@vendure/dashboard';
import gql from 'graphql-tag';
import { useState } from 'react';
import { toast } from 'sonner';

import { FilterButtons, withStates } from '../../../dashboard-kit/state-filter';

type Kind = AfterSalesKind;
type State = AfterSalesState;
type StateFilter = 'open' | 'closed' | 'all';

interface RequestRow {
    id: string;
    kind: Kind;
    state: State;
    reason: string;
    note: string;
    lines: Array<{ orderLineId: string; quantity: number }>;
    returnCarrier?: string | null;
    returnTrackingCode?: string | null;
    order?: { id: string; code: string; state: string } | null;
    customer?: { id: string; firstName: string; lastName: string; phoneNumber?: string | null } | null;
}

const listDocument = gql`
    query AfterSalesRequestList($options: AfterSalesRequestListOptions) {
        afterSalesRequests(options: $options) {
            items {
                id
                createdAt
                updatedAt
                kind
                state
                reason
                note
                lines {
                    orderLineId
                    quantity
                }
                returnCarrier
                returnTrackingCode
                staffNote
                order {
                    id
                    code
                    state
                }
                customer {
                    id
                    firstName
                    lastName
                    phoneNumber
                }
            }
            totalItems
        }
    }
`;

const transitionDocument = gql`
    mutation TransitionAfterSalesRequest($id: ID!, $state: String!) {
        transitionAfterSalesRequest(id: $id, state: $state) {
            __typename
            ... on AfterSalesRequest {
                id
                state
            }
            ... on ShopFailure {
                errorCode
            }
        }
    }
`;

const CLOSED = AFTER_SALES_STATES.filter((state) => !OPEN_AFTER_SALES_STATES.includes(state));
const FILTERS: StateFilter[] = ['open', 'closed', 'all'];

function FilterLabel({ filter }: Readonly<{ filter: StateFilter }>) {
    if (filter === 'open') return <Trans>Open</Trans>;
    if (filter === 'closed') return <Trans>Closed</Trans>;
    return <Trans>All</Trans>;
}

function StateLabel({ state }: Readonly<{ state: State }>) {
    switch (state) {
        case 'requested':
            return <Trans>Requested</Trans>;
        case 'approved':
            return <Trans>Approved</Trans>;
        case 'received':
            return <Trans>Received</Trans>;
        case 'refunded':
            return <Trans>Refunded</Trans>;
        case 'rejected':
            return <Trans>Rejected</Trans>;
        default:
            return <Trans>Withdrawn</Trans>;
    }
}

function ActionLabel({ state }: Readonly<{ state: State }>) {
    switch (state) {
        case 'approved':
            return <Trans>Approve</Trans>;
        case 'rejected':
            return <Trans>Reject</Trans>;
        case 'received':
            return <Trans>Mark received</Trans>;
        default:
            return <Trans>Mark refunded</Trans>;
    }
}

function KindLabel({ kind }: Readonly<{ kind: Kind }>) {
    return kind === 'cancel' ? <Trans>Cancellation</Trans> : <Trans>Return</Trans>;
}

function StateBadge({ state }: Readonly<{ state: State }>) {
    const variant = state === 'requested' ? 'warning' : state === 'rejected' ? 'destructive' : 'success';
    return (
        <Badge variant={variant}>
            <StateLabel state={state} />
        </Badge>
    );
}

type TransitionAnswer = {
    transitionAfterSalesRequest: { __typename: 'AfterSalesRequest' } | { __typename: 'ShopFailure'; errorCode: string };
};

/** A decision the shop refused, by its failure code (packages/shared, failures.ts). */
class RefusedDecision extends Error {
    constructor(readonly code: string) {
        super(code);
    }
}

/** The decisions open on one row; the list reloads after each. */
function DecisionButtons({ request }: Readonly<{ request: RequestRow }>) {
    const { t } = useLingui();
    const { refetchPaginatedList } = usePaginatedList();
    const decide = useMutation({
        mutationFn: async (state: State) => {
            const answer = (await api.mutate(transitionDocument, { id: request.id, state })) as TransitionAnswer;
            const result = answer.transitionAfterSalesRequest;
            if (result.__typename === 'ShopFailure') throw new RefusedDecision(result.errorCode);
            return result;
        },
        onSuccess: () => {
            toast.success(t`Request updated`);
            refetchPaginatedList();
        },
        onError: (err: unknown) =>
            toast.error(
                err instanceof RefusedDecision && err.code === 'REFUND_FAILED'
                    ? t`The payment gateway refused the refund; the decision was not taken`
                    : t`The request could not be updated`,
            ),
    });
    return (
        <div className="flex gap-2">
            {staffTransitions(request.kind, request.state).map((state) => (
                <Button
                    key={state}
                    size="sm"
                    variant={state === 'rejected' ? 'outline' : 'default'}
                    disabled={decide.isPending}
                    onClick={() => decide.mutate(state)}
                >
                    <ActionLabel state={state} />
                </Button>
            ))}
        </div>
    );
}

function AfterSalesListPage({ route }: Readonly<{ route: Parameters<DashboardRouteDefinition['component']>[0] }>) {
    const [filter, setFilter] = useState<StateFilter>('open');
    return (
        <ListPage
            pageId="after-sales-request-list"
            title={<Trans>After-sales requests</Trans>}
            listQuery={listDocument}
            route={route}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            transformVariables={(variables) =>
                withStates(variables, filter === 'all' ? null : filter === 'open' ? OPEN_AFTER_SALES_STATES : CLOSED)
            }
            // The state filter is not one of the table's own, so it must be part of the cache key.
            transformQueryKey={(key) => [...key, filter]}
            onSearchTermChange={(term) => ({ reason: { contains: term } })}
            defaultVisibility={{
                createdAt: true,
                kind: true,
                state: true,
                order: true,
                customer: true,
                reason: true,
                note: true,
                returnTrackingCode: true,
                decide: true,
            }}
            customizeColumns={{
                createdAt: { header: () => <Trans>Requested at</Trans> },
                kind: {
                    header: () => <Trans>Kind</Trans>,
                    cell: ({ row }) => <KindLabel kind={(row.original as RequestRow).kind} />,
                },
                state: {
                    header: () => <Trans>State</Trans>,
                    cell: ({ row }) => <StateBadge state={(row.original as RequestRow).state} />,
                },
                order: {
                    header: () => <Trans>Order</Trans>,
                    cell: ({ row }) => {
                        const order = (row.original as RequestRow).order;
                        return order ? <DetailPageButton href={`/orders/${order.id}`} label={order.code} /> : null;
                    },
                },
                customer: {
                    header: () => <Trans>Member</Trans>,
                    cell: ({ row }) => {
                        const customer = (row.original as RequestRow).customer;
                        return customer ? (
                            <DetailPageButton
                                href={`/customers/${customer.id}`}
                                label={`${customer.lastName}${customer.firstName} ${customer.phoneNumber ?? ''}`}
                            />
                        ) : null;
                    },
                },
                reason: { header: () => <Trans>Reason</Trans> },
                note: {
                    header: () => <Trans>Member's note</Trans>,
                    cell: ({ row }) => (
                        <p className="max-w-md whitespace-pre-line text-sm">{(row.original as RequestRow).note}</p>
                    ),
                },
                returnTrackingCode: {
                    header: () => <Trans>Parcel back</Trans>,
                    cell: ({ row }) => {
                        const r = row.original as RequestRow;
                        return r.returnTrackingCode ? `${r.returnCarrier ?? ''} ${r.returnTrackingCode}` : '';
                    },
                },
            }}
            additionalColumns={{
                decide: {
                    header: () => <Trans>Decision</Trans>,
                    cell: ({ row }) => <DecisionButtons request={row.original as RequestRow} />,
                },
            }}
        >
            <PageActionBarLeft>
                <FilterButtons
                    values={FILTERS}
                    current={filter}
                    onChange={setFilter}
                    label={(f) => <FilterLabel filter={f} />}
                />
            </PageActionBarLeft>
        </ListPage>
    );
}

export const afterSalesList: DashboardRouteDefinition = {
    path: '/after-sales',
    navMenuItem: {
        sectionId: 'sales',
        id: 'after-sales',
        url: '/after-sales',
        // An explicit message id (dashboard/i18n/*.po), as the dashboard's own menu items have.
        title: /* i18n */ 'After-sales requests',
        requiresPermission: 'ManageAfterSales',
    },
    loader: () => ({ breadcrumb: () => <Trans>After-sales requests</Trans> }),
    component: (route) => <AfterSalesListPage route={route} />,
};
