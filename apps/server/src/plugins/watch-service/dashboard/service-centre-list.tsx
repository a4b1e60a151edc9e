import { Trans } from '@lingui/react/macro';
import type { ServiceCentreKind } from '@maison/shared';
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

import { CentreKindLabel } from './service-centre-labels';

interface CentreRow {
    id: string;
    name: string;
    kind: ServiceCentreKind;
    enabled: boolean;
}

const listDocument = gql`
    query ServiceCentreList($options: ServiceCentreListOptions) {
        serviceCentres(options: $options) {
            items {
                id
                createdAt
                updatedAt
                name
                countryCode
                countryName
                city
                kind
                phone
                enabled
                position
            }
            totalItems
        }
    }
`;

function ServiceCentreListPage({ route }: Readonly<{ route: Parameters<DashboardRouteDefinition['component']>[0] }>) {
    return (
        <ListPage
            pageId="service-centre-list"
            title={<Trans>Service centres</Trans>}
            listQuery={listDocument}
            route={route}
            defaultSort={[{ id: 'countryCode', desc: false }]}
            onSearchTermChange={(term) => ({ countryCode: { contains: term.toUpperCase() } })}
            defaultVisibility={{ name: true, countryName: true, city: true, kind: true, phone: true, enabled: true }}
            customizeColumns={{
                name: {
                    header: () => <Trans>Centre name</Trans>,
                    cell: ({ row }) => {
                        const centre = row.original as CentreRow;
                        return <DetailPageButton href={`/service-centres/${centre.id}`} label={centre.name} />;
                    },
                },
                countryCode: { header: () => <Trans>Country code</Trans> },
                countryName: { header: () => <Trans>Country</Trans> },
                city: { header: () => <Trans>City</Trans> },
                phone: { header: () => <Trans>Phone</Trans> },
                position: { header: () => <Trans>Position</Trans> },
                kind: {
                    header: () => <Trans>Kind</Trans>,
                    cell: ({ row }) => <CentreKindLabel kind={(row.original as CentreRow).kind} />,
                },
                enabled: {
                    header: () => <Trans>Enabled</Trans>,
                    cell: ({ row }) =>
                        (row.original as CentreRow).enabled ? (
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
                <Button render={<Link to="/service-centres/new" />}>
                    <PlusIcon className="mr-2 h-4 w-4" />
                    <Trans>New service centre</Trans>
                </Button>
            </PageActionBarRight>
        </ListPage>
    );
}

export const serviceCentreList: DashboardRouteDefinition = {
    path: '/service-centres',
    navMenuItem: {
        sectionId: 'watch-service',
        id: 'service-centre-list',
        url: '/service-centres',
        title: /* i18n */ 'Service centres',
        requiresPermission: 'ManageWatchService',
    },
    loader: () => ({ breadcrumb: () => <Trans>Service centres</Trans> }),
    component: (route) => <ServiceCentreListPage route={route} />,
};
