import { Trans } from '@lingui/react/macro';
import { CONTACT_MESSAGE_STATES, type ContactMessageState } from '@maison/shared';
import { DashboardRouteDefinition, DetailPageButton, ListPage, PageActionBarLeft } from '@vendure/dashboard';
import gql from 'graphql-tag';
import { useState } from 'react';

import { FilterButtons, withStates } from '../../../dashboard-kit/state-filter';
import { KindLabel, MESSAGE_FIELDS, type MessageRow, StateBadge, StateLabel } from './inbox-labels';

type StateFilter = ContactMessageState | 'all';

const listDocument = gql`
    query ContactMessageList($options: ContactMessageListOptions) {
        contactMessages(options: $options) {
            items {
                ${MESSAGE_FIELDS}
            }
            totalItems
        }
    }
`;

const FILTERS: StateFilter[] = [...CONTACT_MESSAGE_STATES, 'all'];

function FilterLabel({ filter }: Readonly<{ filter: StateFilter }>) {
    return filter === 'all' ? <Trans>All</Trans> : <StateLabel state={filter} />;
}

function InboxListPage({ route }: Readonly<{ route: Parameters<DashboardRouteDefinition['component']>[0] }>) {
    const [filter, setFilter] = useState<StateFilter>('new');
    return (
        <ListPage
            pageId="contact-message-list"
            title={<Trans>Inbox</Trans>}
            listQuery={listDocument}
            route={route}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            transformVariables={(variables) => withStates(variables, filter === 'all' ? null : [filter])}
            // The state filter is not one of the table's own, so it must be part of the cache key.
            transformQueryKey={(key) => [...key, filter]}
            onSearchTermChange={(term) => ({ subject: { contains: term } })}
            defaultVisibility={{
                createdAt: true,
                kind: true,
                store: true,
                name: true,
                subject: true,
                state: true,
            }}
            customizeColumns={{
                createdAt: { header: () => <Trans>Received</Trans> },
                kind: {
                    header: () => <Trans>Kind</Trans>,
                    cell: ({ row }) => <KindLabel kind={(row.original as MessageRow).kind} />,
                },
                store: {
                    header: () => <Trans>Boutique</Trans>,
                    cell: ({ row }) => (row.original as MessageRow).store?.name ?? '',
                },
                name: { header: () => <Trans>Sender name</Trans> },
                subject: {
                    header: () => <Trans>Subject</Trans>,
                    cell: ({ row }) => {
                        const message = row.original as MessageRow;
                        return <DetailPageButton href={`/inbox/${message.id}`} label={message.subject} />;
                    },
                },
                state: {
                    header: () => <Trans>Status</Trans>,
                    cell: ({ row }) => <StateBadge state={(row.original as MessageRow).state} />,
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

export const inboxList: DashboardRouteDefinition = {
    path: '/inbox',
    navMenuItem: {
        sectionId: 'customers',
        id: 'inbox',
        url: '/inbox',
        // An explicit message id (dashboard/i18n/*.po), as the dashboard's own menu items have.
        title: /* i18n */ 'Inbox',
        requiresPermission: 'ManageInbox',
    },
    loader: () => ({ breadcrumb: () => <Trans>Inbox</Trans> }),
    component: (route) => <InboxListPage route={route} />,
};
