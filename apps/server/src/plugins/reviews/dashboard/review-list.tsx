import { Trans, useLingui } from '@lingui/react/macro';
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
import { CheckIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { FilterButtons, withStates } from '../../../dashboard-kit/state-filter';

type ReviewState = 'pending' | 'approved' | 'rejected';
type StateFilter = ReviewState | 'all';

interface ReviewRow {
    id: string;
    state: ReviewState;
    rating: number;
    product?: { id: string; name: string } | null;
    customer?: { id: string; firstName: string; lastName: string; emailAddress: string } | null;
}

const reviewListDocument = gql`
    query ProductReviewList($options: ProductReviewListOptions) {
        productReviews(options: $options) {
            items {
                id
                createdAt
                updatedAt
                state
                product {
                    id
                    name
                }
                rating
                summary
                body
                authorName
                customer {
                    id
                    firstName
                    lastName
                    emailAddress
                }
            }
            totalItems
        }
    }
`;

const approveDocument = gql`
    mutation ApproveProductReview($id: ID!) {
        approveProductReview(id: $id) {
            id
            state
        }
    }
`;

const rejectDocument = gql`
    mutation RejectProductReview($id: ID!) {
        rejectProductReview(id: $id) {
            id
            state
        }
    }
`;

const deleteDocument = gql`
    mutation DeleteProductReview($id: ID!) {
        deleteProductReview(id: $id) {
            result
            message
        }
    }
`;

/** Moderation starts with the queue: reviews waiting for a decision. */
const STATE_FILTERS: StateFilter[] = ['pending', 'approved', 'rejected', 'all'];

function StateLabel({ state }: Readonly<{ state: StateFilter }>) {
    switch (state) {
        case 'pending':
            return <Trans>Pending</Trans>;
        case 'approved':
            return <Trans>Approved</Trans>;
        case 'rejected':
            return <Trans>Rejected</Trans>;
        default:
            return <Trans>All</Trans>;
    }
}

function StateBadge({ state }: Readonly<{ state: ReviewState }>) {
    const variant = state === 'approved' ? 'success' : state === 'rejected' ? 'destructive' : 'warning';
    return (
        <Badge variant={variant}>
            <StateLabel state={state} />
        </Badge>
    );
}

function Stars({ rating }: Readonly<{ rating: number }>) {
    return (
        <span className="whitespace-nowrap text-amber-500" title={String(rating)}>
            {'★'.repeat(rating)}
            <span className="text-muted-foreground">{'☆'.repeat(Math.max(5 - rating, 0))}</span>
        </span>
    );
}

/** Approve and reject buttons of one row; the list reloads after each decision. */
function ModerationButtons({ review }: Readonly<{ review: ReviewRow }>) {
    const { t } = useLingui();
    const { refetchPaginatedList } = usePaginatedList();
    const decide = useMutation({
        mutationFn: ({ approve }: { approve: boolean }) =>
            api.mutate(approve ? approveDocument : rejectDocument, { id: review.id }),
        onSuccess: (_data, { approve }) => {
            toast.success(approve ? t`Review approved` : t`Review rejected`);
            refetchPaginatedList();
        },
        onError: () => toast.error(t`The review could not be updated`),
    });
    return (
        <div className="flex gap-2">
            {review.state !== 'approved' && (
                <Button size="sm" disabled={decide.isPending} onClick={() => decide.mutate({ approve: true })}>
                    <CheckIcon />
                    <Trans>Approve</Trans>
                </Button>
            )}
            {review.state !== 'rejected' && (
                <Button
                    size="sm"
                    variant="outline"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ approve: false })}
                >
                    <XIcon />
                    <Trans>Reject</Trans>
                </Button>
            )}
        </div>
    );
}

function ReviewListPage({ route }: Readonly<{ route: Parameters<DashboardRouteDefinition['component']>[0] }>) {
    const [stateFilter, setStateFilter] = useState<StateFilter>('pending');
    return (
        <ListPage
            pageId="product-review-list"
            title={<Trans>Product reviews</Trans>}
            listQuery={reviewListDocument}
            deleteMutation={deleteDocument}
            route={route}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            transformVariables={(variables) => withStates(variables, stateFilter === 'all' ? null : [stateFilter])}
            // The state is not part of the table's own filters, so it must be part of the cache key.
            transformQueryKey={(key) => [...key, stateFilter]}
            onSearchTermChange={(term) => ({ summary: { contains: term } })}
            defaultVisibility={{
                createdAt: true,
                state: true,
                product: true,
                rating: true,
                summary: true,
                body: true,
                authorName: true,
                moderate: true,
            }}
            customizeColumns={{
                createdAt: { header: () => <Trans>Submitted</Trans> },
                state: {
                    header: () => <Trans>State</Trans>,
                    cell: ({ row }) => <StateBadge state={(row.original as ReviewRow).state} />,
                },
                product: {
                    header: () => <Trans>Product</Trans>,
                    cell: ({ row }) => {
                        const product = (row.original as ReviewRow).product;
                        return product ? (
                            <DetailPageButton href={`/products/${product.id}`} label={product.name} />
                        ) : null;
                    },
                },
                rating: {
                    header: () => <Trans>Rating</Trans>,
                    cell: ({ row }) => <Stars rating={(row.original as ReviewRow).rating} />,
                },
                summary: { header: () => <Trans>Summary</Trans> },
                body: {
                    header: () => <Trans>Review</Trans>,
                    cell: ({ row }) => (
                        <p className="max-w-md whitespace-pre-line text-sm">
                            {(row.original as { body: string }).body}
                        </p>
                    ),
                },
                authorName: { header: () => <Trans>Shown as</Trans> },
                customer: {
                    header: () => <Trans>Customer</Trans>,
                    cell: ({ row }) => {
                        const customer = (row.original as ReviewRow).customer;
                        return customer ? (
                            <DetailPageButton
                                href={`/customers/${customer.id}`}
                                label={`${customer.lastName}${customer.firstName} · ${customer.emailAddress}`}
                            />
                        ) : null;
                    },
                },
            }}
            additionalColumns={{
                moderate: {
                    header: () => <Trans>Decision</Trans>,
                    cell: ({ row }) => <ModerationButtons review={row.original as ReviewRow} />,
                },
            }}
        >
            <PageActionBarLeft>
                <FilterButtons
                    values={STATE_FILTERS}
                    current={stateFilter}
                    onChange={setStateFilter}
                    label={(state) => <StateLabel state={state} />}
                />
            </PageActionBarLeft>
        </ListPage>
    );
}

export const reviewList: DashboardRouteDefinition = {
    path: '/product-reviews',
    navMenuItem: {
        sectionId: 'catalog',
        id: 'product-reviews',
        url: '/product-reviews',
        // An explicit message id (dashboard/i18n/*.po), as the dashboard's own menu items have.
        title: /* i18n */ 'Product reviews',
        requiresPermission: 'ManageProductReviews',
    },
    loader: () => ({ breadcrumb: () => <Trans>Product reviews</Trans> }),
    component: (route) => <ReviewListPage route={route} />,
};
