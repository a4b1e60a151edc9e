import { Trans } from '@lingui/react/macro';
import type { StoreType } from '@maison/shared';
import { Link } from '@tanstack/react-router';
import {
    Badge,
    Button,
    DashboardRouteDefinition,
    DetailPageButton,
    ListPage,
    PageActionBarRight,
} from '@vendure/dashboard';
import gql from 'graphql-tag';
import { PlusIcon } from 'lucide-react';

import { StoreTypeLabel } from './labels';

interface StoreRow {
    id: string;
    name: string;
    type: StoreType;
    enabled: boolean;
    takesAppointments: boolean;
}

const listDocument = gql`
    query StoreList($options: StoreListOptions) {
        stores(options: $options) {
            items {
                id
                createdAt
                updatedAt
                slug
                name
                type
                cityName
                phone
                enabled
                takesAppointments
                position
            }
            totalItems
        }
    }
`;

function YesNo({ value }: Readonly<{ value: boolean }>) {
    return value ? (
        <Badge variant="success">
            <Trans>Yes</Trans>
        </Badge>
    ) : (
        <Badge variant="outline">
            <Trans>No</Trans>
        </Badge>
    );
}

function StoreListPage({ route }: Readonly<{ route: Parameters<DashboardRouteDefinition['component']>[0] }>) {
    return (
        <ListPage
            pageId="store-list"
            title={<Trans>Stores</Trans>}
            listQuery={listDocument}
            route={route}
            defaultSort={[{ id: 'position', desc: false }]}
            onSearchTermChange={(term) => ({ slug: { contains: term } })}
            defaultVisibility={{
                name: true,
                cityName: true,
                type: true,
                phone: true,
                enabled: true,
                takesAppointments: true,
            }}
            customizeColumns={{
                name: {
                    header: () => <Trans>Store name</Trans>,
                    cell: ({ row }) => {
                        const store = row.original as StoreRow;
                        return <DetailPageButton href={`/stores/${store.id}`} label={store.name} />;
                    },
                },
                slug: { header: () => <Trans>URL name</Trans> },
                cityName: { header: () => <Trans>City</Trans> },
                phone: { header: () => <Trans>Phone</Trans> },
                position: { header: () => <Trans>Position</Trans> },
                type: {
                    header: () => <Trans>Type</Trans>,
                    cell: ({ row }) => <StoreTypeLabel type={(row.original as StoreRow).type} />,
                },
                enabled: {
                    header: () => <Trans>Enabled</Trans>,
                    cell: ({ row }) => <YesNo value={(row.original as StoreRow).enabled} />,
                },
                takesAppointments: {
                    header: () => <Trans>Takes appointments</Trans>,
                    cell: ({ row }) => <YesNo value={(row.original as StoreRow).takesAppointments} />,
                },
            }}
        >
            <PageActionBarRight>
                <Button render={<Link to="/stores/new" />}>
                    <PlusIcon className="mr-2 h-4 w-4" />
                    <Trans>New store</Trans>
                </Button>
            </PageActionBarRight>
        </ListPage>
    );
}

export const storeList: DashboardRouteDefinition = {
    path: '/stores',
    navMenuItem: {
        sectionId: 'stores',
        id: 'store-list',
        url: '/stores',
        title: /* i18n */ 'Stores',
        requiresPermission: 'ManageStores',
    },
    loader: () => ({ breadcrumb: () => <Trans>Stores</Trans> }),
    component: (route) => <StoreListPage route={route} />,
};
