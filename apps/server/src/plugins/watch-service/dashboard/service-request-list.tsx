import { Trans } from '@lingui/react/macro';
import {
    FINAL_SERVICE_REQUEST_STATES,
    SERVICE_REQUEST_STATES,
    type ServicePaymentState,
    type ServiceRequestState,
} from '@maison/shared';
import { DashboardRouteDefinition, DetailPageButton, ListPage, PageActionBarLeft } from '@vendure/dashboard';
import gql from 'graphql-tag';
import { useState } from 'react';

import { FilterButtons, withStates } from '../../../dashboard-kit/state-filter';
import { SERVICE_REQUEST_LIST_KEY } from './service-request-actions';
import { PaymentStateLabel, RequestStateBadge } from './service-request-labels';

const listDocument = gql`
    query ServiceRequestList($options: ServiceRequestListOptions) {
        serviceRequests(options: $options) {
            items {
                id
                createdAt
                reference
                state
                paymentState
                modelName
                name
            }
            totalItems
        }
    }
`;

interface RequestRow {
    id: string;
    reference: string;
    state: ServiceRequestState;
    paymentState: ServicePaymentState;
}

type StateFilter = 'open' | 'closed' | 'all';
const FILTERS: StateFilter[] = ['open', 'closed', 'all'];
const OPEN = SERVICE_REQUEST_STATES.filter((state) => !FINAL_SERVICE_REQUEST_STATES.includes(state));

function FilterLabel({ filter }: Readonly<{ filter: StateFilter }>) {
    if (filter === 'open') return <Trans>Open requests</Trans>;
    if (filter === 'closed') return <Trans>Closed or cancelled</Trans>;
    return <Trans>All</Trans>;
}

function ServiceRequestListPage({ route }: Readonly<{ route: Parameters<DashboardRouteDefinition['component']>[0] }>) {
    const [filter, setFilter] = useState<StateFilter>('open');
    return (
        <ListPage
            pageId="service-request-list"
            title={<Trans>Service requests</Trans>}
            listQuery={listDocument}
            route={route}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            transformVariables={(variables) =>
                withStates(variables, filter === 'all' ? null : filter === 'open' ? OPEN : FINAL_SERVICE_REQUEST_STATES)
            }
            // The state filter is not one of the table's own, so it is part of the cache key; the
            // list's own key lets a move on a request's page refresh it.
            transformQueryKey={(key) => [...key, SERVICE_REQUEST_LIST_KEY, filter]}
            onSearchTermChange={(term) => ({ reference: { contains: term.toUpperCase() } })}
            defaultVisibility={{
                reference: true,
                state: true,
                paymentState: true,
                modelName: true,
                name: true,
                createdAt: true,
            }}
            customizeColumns={{
                reference: {
                    header: () => <Trans>Reference</Trans>,
                    cell: ({ row }) => {
                        const request = row.original as RequestRow;
                        return <DetailPageButton href={`/service-requests/${request.id}`} label={request.reference} />;
                    },
                },
                state: {
                    header: () => <Trans>Status</Trans>,
                    cell: ({ row }) => <RequestStateBadge state={(row.original as RequestRow).state} />,
                },
                paymentState: {
                    header: () => <Trans>Payment</Trans>,
                    cell: ({ row }) => <PaymentStateLabel state={(row.original as RequestRow).paymentState} />,
                },
                modelName: { header: () => <Trans>Model</Trans> },
                name: { header: () => <Trans>Owner</Trans> },
                createdAt: { header: () => <Trans>Submitted</Trans> },
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

export const serviceRequestList: DashboardRouteDefinition = {
    path: '/service-requests',
    navMenuItem: {
        sectionId: 'watch-service',
        id: 'service-requests',
        url: '/service-requests',
        title: /* i18n */ 'Service requests',
        requiresPermission: 'ManageWatchService',
    },
    loader: () => ({ breadcrumb: () => <Trans>Service requests</Trans> }),
    component: (route) => <ServiceRequestListPage route={route} />,
};
