import { Trans, useLingui } from '@lingui/react/macro';
import { CONTENT_KINDS, CONTENT_STATES, type ContentKind, type ContentState } from '@maison/shared';
import { Link } from '@tanstack/react-router';
import {
    Button,
    DashboardRouteDefinition,
    DetailPageButton,
    ListPage,
    PageActionBarRight,
    PermissionGuard,
} from '@vendure/dashboard';
import gql from 'graphql-tag';
import { PlusIcon } from 'lucide-react';

import { beijingTime } from './entry-form';
import { KindLabel, StateBadge, UnpublishedChangesBadge, useKindName, useStateName } from './labels';

interface EntryRow {
    id: string;
    updatedAt: string;
    kind: ContentKind;
    state: ContentState;
    path: string;
    hasUnpublishedChanges: boolean;
    translations: Array<{ languageCode: string; title: string }>;
}

/**
 * The list's query, typed with its answer the way the dashboard's own documents are, so that
 * ListPage knows the columns (the answer's fields) its options name.
 */
type ListDocument = ReturnType<typeof gql> & {
    __apiType?: (variables: { options?: Record<string, unknown> }) => {
        contentEntries: { items: Array<EntryRow & { createdAt: string }>; totalItems: number };
    };
};

const listDocument: ListDocument = gql`
    query ContentEntryList($options: ContentEntryListOptions) {
        contentEntries(options: $options) {
            items {
                id
                createdAt
                updatedAt
                kind
                state
                path
                hasUnpublishedChanges
                translations {
                    languageCode
                    title
                }
            }
            totalItems
        }
    }
`;

/** The entry's Chinese title, or another language's while it has none. */
function titleOf(entry: EntryRow): string {
    return entry.translations.find((t) => t.languageCode === 'zh')?.title ?? entry.translations[0]?.title ?? entry.path;
}

function ContentListPage({ route }: Readonly<{ route: Parameters<DashboardRouteDefinition['component']>[0] }>) {
    const { t } = useLingui();
    const kindName = useKindName();
    const stateName = useStateName();
    return (
        <ListPage
            pageId="content-entry-list"
            title={<Trans>Content</Trans>}
            listQuery={listDocument}
            route={route}
            defaultSort={[{ id: 'updatedAt', desc: true }]}
            onSearchTermChange={(term) => ({ path: { contains: term } })}
            facetedFilters={{
                kind: {
                    title: t`Kind`,
                    options: CONTENT_KINDS.map((kind) => ({ label: kindName(kind), value: kind })),
                },
                state: {
                    title: t`State`,
                    options: CONTENT_STATES.map((state) => ({ label: stateName(state), value: state })),
                },
            }}
            defaultColumnOrder={['title', 'kind', 'path', 'state', 'updatedAt', 'hasUnpublishedChanges']}
            defaultVisibility={{
                title: true,
                kind: true,
                path: true,
                state: true,
                updatedAt: true,
                hasUnpublishedChanges: true,
                createdAt: false,
                translations: false,
            }}
            additionalColumns={{
                title: {
                    header: () => <Trans>Title (Chinese)</Trans>,
                    // The list asks only for the shown columns' fields: the title is read from these.
                    meta: { dependencies: ['translations', 'path'] },
                    cell: ({ row }) => {
                        const entry = row.original as EntryRow;
                        return <DetailPageButton href={`/content/${entry.id}`} label={titleOf(entry)} />;
                    },
                },
            }}
            customizeColumns={{
                kind: {
                    header: () => <Trans>Kind</Trans>,
                    cell: ({ row }) => <KindLabel kind={(row.original as EntryRow).kind} />,
                },
                path: { header: () => <Trans>Path or slug</Trans> },
                state: {
                    header: () => <Trans>State</Trans>,
                    cell: ({ row }) => <StateBadge state={(row.original as EntryRow).state} />,
                },
                updatedAt: {
                    header: () => <Trans>Updated (Beijing time)</Trans>,
                    cell: ({ row }) => beijingTime((row.original as EntryRow).updatedAt),
                },
                hasUnpublishedChanges: {
                    header: () => <Trans>Unpublished changes</Trans>,
                    cell: ({ row }) => {
                        // A draft is unpublished as a whole: the badge marks changes to what the shop shows.
                        const entry = row.original as EntryRow;
                        return entry.hasUnpublishedChanges && entry.state !== 'draft' ? (
                            <UnpublishedChangesBadge />
                        ) : null;
                    },
                },
            }}
        >
            <PageActionBarRight>
                <PermissionGuard requires={['EditContent']}>
                    <Button render={<Link to="/content/new" />}>
                        <PlusIcon className="mr-2 h-4 w-4" />
                        <Trans>New entry</Trans>
                    </Button>
                </PermissionGuard>
            </PageActionBarRight>
        </ListPage>
    );
}

export const contentList: DashboardRouteDefinition = {
    path: '/content',
    navMenuItem: {
        sectionId: 'content',
        id: 'content-entry-list',
        url: '/content',
        title: /* i18n */ 'Content',
        requiresPermission: ['EditContent', 'PublishContent'],
    },
    loader: () => ({ breadcrumb: () => <Trans>Content</Trans> }),
    component: (route) => <ContentListPage route={route} />,
};
