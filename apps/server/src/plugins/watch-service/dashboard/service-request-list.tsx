import { Trans } from '@lingui/react/macro';
import { DashboardRouteDefinition, DetailPageButton, ListPage } from '@vendure/dashboard';
import gql from 'graphql-tag';

const listDocument = gql`
    query ServiceRequestList($options: ServiceRequestListOptions) {
        serviceRequests(options: $options) {
            items {
                id
                createdAt
                reference
                state
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
}

function ServiceRequestListPage({ route }: Readonly<{ route: Parameters<DashboardRouteDefinition['component']>[0] }>) {
    return (
        <ListPage
            pageId="service-request-list"
            title={<Trans>Service requests</Trans>}
            listQuery={listDocument}
            route={route}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            onSearchTermChange={(term) => ({ reference: { contains: term.toUpperCase() } })}
            defaultVisibility={{ reference: true, state: true, modelName: true, name: true, createdAt: true }}
            customizeColumns={{
                reference: {
                    header: () => <Trans>Reference</Trans>,
                    cell: ({ row }) => {
                        const request = row.original as RequestRow;
                        return <DetailPageButton href={`/service-requests/${request.id}`} label={request.reference} />;
                    },
                },
                state: { header: () => <Trans>Status</Trans> },
                modelName: { header: () => <Trans>Model</Trans> },
                name: { header: () => <Trans>Owner</Trans> },
                createdAt: { header: () => <Trans>Submitted</Trans> },
            }}
        />
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
