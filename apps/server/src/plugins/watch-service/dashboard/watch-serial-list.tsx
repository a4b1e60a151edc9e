import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Badge, Button, DashboardRouteDefinition, ListPage, PageActionBarRight } from '@vendure/dashboard';
import gql from 'graphql-tag';
import { PlusIcon } from 'lucide-react';

interface SerialRow {
    id: string;
    serial: string;
    sku: string;
    soldOn: string | null;
    customerId: string | null;
}

const listDocument = gql`
    query WatchSerialList($options: WatchSerialListOptions) {
        watchSerials(options: $options) {
            items {
                id
                createdAt
                updatedAt
                serial
                sku
                manufacturedOn
                soldOn
                salePlace
                customerId
                registeredAt
            }
            totalItems
        }
    }
`;

function WatchSerialListPage({ route }: Readonly<{ route: Parameters<DashboardRouteDefinition['component']>[0] }>) {
    return (
        <ListPage
            pageId="watch-serial-list"
            title={<Trans>Serial numbers</Trans>}
            listQuery={listDocument}
            route={route}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            // Staff search by the serial as engraved; the list stores it in capitals.
            onSearchTermChange={(term) => ({ serial: { contains: term.replace(/[\s-]+/g, '').toUpperCase() } })}
            defaultVisibility={{
                serial: true,
                sku: true,
                manufacturedOn: true,
                soldOn: true,
                salePlace: true,
                customerId: true,
            }}
            customizeColumns={{
                serial: { header: () => <Trans>Serial number</Trans> },
                sku: { header: () => <Trans>Reference</Trans> },
                manufacturedOn: { header: () => <Trans>Made</Trans> },
                soldOn: {
                    header: () => <Trans>Sold</Trans>,
                    cell: ({ row }) => (row.original as SerialRow).soldOn ?? '—',
                },
                salePlace: { header: () => <Trans>Sold at</Trans> },
                customerId: {
                    header: () => <Trans>Registered</Trans>,
                    cell: ({ row }) =>
                        (row.original as SerialRow).customerId ? (
                            <Badge variant="success">
                                <Trans>Yes</Trans>
                            </Badge>
                        ) : (
                            <Badge variant="outline">
                                <Trans>No</Trans>
                            </Badge>
                        ),
                },
            }}
        >
            <PageActionBarRight>
                <Button render={<Link to="/watch-serials/new" />}>
                    <PlusIcon />
                    <Trans>New serial number</Trans>
                </Button>
            </PageActionBarRight>
        </ListPage>
    );
}

export const watchSerialList: DashboardRouteDefinition = {
    path: '/watch-serials',
    navMenuItem: {
        sectionId: 'watch-service',
        id: 'watch-serials',
        url: '/watch-serials',
        // An explicit message id (dashboard/i18n/*.po), as the dashboard's own menu items have.
        title: /* i18n */ 'Serial numbers',
        requiresPermission: 'ManageWatchService',
    },
    loader: () => ({ breadcrumb: () => <Trans>Serial numbers</Trans> }),
    component: (route) => <WatchSerialListPage route={route} />,
};
