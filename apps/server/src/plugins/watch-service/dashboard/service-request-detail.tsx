import { Trans } from '@lingui/react/macro';
import {
    formatMoney,
    type ServiceEstimateOperation,
    type ServicePaymentState,
    type ServiceRequestState,
} from '@maison/shared';
import { useQuery } from '@tanstack/react-query';
import {
    api,
    DashboardRouteDefinition,
    DetailPageButton,
    Page,
    PageActionBar,
    PageActionBarRight,
    PageBlock,
    PageLayout,
    PageTitle,
    Table,
    TableBody,
    TableCell,
    TableFooter,
    TableHead,
    TableHeader,
    TableRow,
} from '@vendure/dashboard';
import gql from 'graphql-tag';

import { type MovableRequest, SERVICE_REQUEST_KEY, ServiceRequestActions } from './service-request-actions';
import {
    EstimateOperationLabel,
    PaymentStateLabel,
    RequestStateBadge,
    RequestStateLabel,
    ShipmentEventLabel,
} from './service-request-labels';

const ESTIMATE_LINE_FIELDS = `
    operation
    label
    priceWithTax
`;

const requestDocument = gql`
    query ServiceRequest($id: ID!) {
        serviceRequest(id: $id) {
            id
            createdAt
            reference
            state
            customerId
            languageCode
            sku
            modelName
            serialNumber
            purchaseDate
            purchasePlace
            purchaseStoreSlug
            hasWarrantyCard
            symptoms
            description
            name
            mobile
            email
            travelMode
            pickupDate
            dropOffStoreSlug
            pickupAddress {
                province
                city
                district
                streetLine
            }
            photos {
                id
                url
            }
            history {
                state
                actor
                createdAt
                note
                administratorName
            }
            paymentState
            orderId
            orderCode
            underWarranty
            staffMoves
            estimate {
                lines {
                    ${ESTIMATE_LINE_FIELDS}
                }
                totalWithTax
                underWarranty
                sentAt
            }
            suggestedEstimate {
                ${ESTIMATE_LINE_FIELDS}
            }
            shipment {
                carrier
                trackingCode
                available
                events {
                    at
                    status
                    description
                }
            }
        }
    }
`;

interface EstimateLine {
    operation: ServiceEstimateOperation;
    label: string;
    priceWithTax: number;
}

interface RequestDetail extends MovableRequest {
    id: string;
    createdAt: string;
    reference: string;
    state: ServiceRequestState;
    customerId: string | null;
    languageCode: string;
    sku: string;
    modelName: string;
    serialNumber: string;
    purchaseDate: string;
    purchasePlace: string;
    purchaseStoreSlug: string;
    hasWarrantyCard: boolean;
    symptoms: string[];
    description: string;
    name: string;
    mobile: string;
    email: string;
    travelMode: string;
    pickupDate: string;
    dropOffStoreSlug: string;
    pickupAddress: { province: string; city: string; district: string; streetLine: string } | null;
    photos: Array<{ id: string; url: string }>;
    history: Array<{
        state: ServiceRequestState;
        actor: string;
        createdAt: string;
        note: string;
        administratorName: string | null;
    }>;
    paymentState: ServicePaymentState;
    orderId: string | null;
    orderCode: string | null;
    estimate: { lines: EstimateLine[]; totalWithTax: number; underWarranty: boolean; sentAt: string } | null;
    shipment: {
        carrier: string;
        trackingCode: string;
        available: boolean;
        events: Array<{ at: string; status: string; description: string | null }>;
    } | null;
}

function Fields({ rows }: Readonly<{ rows: Array<[React.ReactNode, React.ReactNode]> }>) {
    return (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {rows.map(([label, value], i) => (
                <div key={i} className="contents">
                    {/* A label breaks between words only; a long value (an e-mail address) anywhere. */}
                    <dt>{label}</dt>
                    <dd style={{ overflowWrap: 'anywhere' }}>{value}</dd>
                </div>
            ))}
        </dl>
    );
}

function EstimateBlock({ estimate }: Readonly<{ estimate: NonNullable<RequestDetail['estimate']> }>) {
    return (
        <div className="flex flex-col gap-2">
            <Table>
                <TableHeader>
                    <TableRow>
                        <TableHead>
                            <Trans>Operation</Trans>
                        </TableHead>
                        <TableHead>
                            <Trans>Description for the owner</Trans>
                        </TableHead>
                        <TableHead className="text-right">
                            <Trans>Price</Trans>
                        </TableHead>
                    </TableRow>
                </TableHeader>
                <TableBody>
                    {estimate.lines.map((line, i) => (
                        <TableRow key={i}>
                            <TableCell>
                                <EstimateOperationLabel operation={line.operation} />
                            </TableCell>
                            <TableCell className="whitespace-normal">{line.label}</TableCell>
                            <TableCell className="text-right tabular-nums">{formatMoney(line.priceWithTax)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
                <TableFooter>
                    <TableRow>
                        <TableCell colSpan={2}>
                            <Trans>Total for the owner</Trans>
                        </TableCell>
                        <TableCell className="text-right tabular-nums" data-estimate-total>
                            {formatMoney(estimate.totalWithTax)}
                        </TableCell>
                    </TableRow>
                </TableFooter>
            </Table>
            <p className="text-muted-foreground text-sm">
                {estimate.underWarranty ? (
                    <>
                        <Trans>Free under warranty</Trans> ·{' '}
                    </>
                ) : null}
                <Trans>Sent</Trans> {new Date(estimate.sentAt).toLocaleString()}
            </p>
        </div>
    );
}

function ShipmentBlock({ shipment }: Readonly<{ shipment: NonNullable<RequestDetail['shipment']> }>) {
    return (
        <div className="flex flex-col gap-3">
            <Fields
                rows={[
                    [<Trans key="c">Carrier</Trans>, shipment.carrier],
                    [<Trans key="t">Parcel tracking number</Trans>, shipment.trackingCode],
                ]}
            />
            {!shipment.available ? (
                <p className="text-muted-foreground text-sm">
                    <Trans>The carrier could not be asked where the parcel is.</Trans>
                </p>
            ) : shipment.events.length > 0 ? (
                <ol className="flex flex-col gap-1 text-sm">
                    {shipment.events.map((event, i) => (
                        <li key={i}>
                            {new Date(event.at).toLocaleString()} · <ShipmentEventLabel status={event.status} />
                            {event.description ? ` · ${event.description}` : null}
                        </li>
                    ))}
                </ol>
            ) : null}
        </div>
    );
}

function HistoryTable({ history }: Readonly<{ history: RequestDetail['history'] }>) {
    return (
        <Table>
            <TableHeader>
                <TableRow>
                    <TableHead>
                        <Trans>Date</Trans>
                    </TableHead>
                    <TableHead>
                        <Trans>Status</Trans>
                    </TableHead>
                    <TableHead>
                        <Trans>By</Trans>
                    </TableHead>
                    <TableHead>
                        <Trans>Note for the owner</Trans>
                    </TableHead>
                </TableRow>
            </TableHeader>
            <TableBody>
                {history.map((h, i) => (
                    <TableRow key={i} data-history-state={h.state}>
                        <TableCell className="tabular-nums">{new Date(h.createdAt).toLocaleString()}</TableCell>
                        <TableCell>
                            <RequestStateLabel state={h.state} />
                        </TableCell>
                        <TableCell>
                            {h.actor === 'owner' ? <Trans>Owner</Trans> : (h.administratorName ?? <Trans>Staff</Trans>)}
                        </TableCell>
                        <TableCell className="whitespace-pre-line">{h.note || '—'}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
}

/** Everything a request holds, photos included, where its repair stands, and the moves staff make. */
function ServiceRequestDetailPage({ id }: Readonly<{ id: string }>) {
    const { data, isLoading } = useQuery({
        queryKey: [SERVICE_REQUEST_KEY, id],
        queryFn: () => api.query(requestDocument, { id }) as Promise<{ serviceRequest: RequestDetail | null }>,
    });
    const r = data?.serviceRequest;
    return (
        <Page pageId="service-request-detail">
            <PageTitle>{r ? r.reference : <Trans>Service request</Trans>}</PageTitle>
            {r && r.staffMoves.length > 0 ? (
                <PageActionBar>
                    <PageActionBarRight>
                        <ServiceRequestActions request={r} />
                    </PageActionBarRight>
                </PageActionBar>
            ) : null}
            <PageLayout>
                {isLoading ? (
                    <PageBlock column="main" blockId="request">
                        <Trans>Loading…</Trans>
                    </PageBlock>
                ) : !r ? (
                    <PageBlock column="main" blockId="request">
                        <Trans>No such request</Trans>
                    </PageBlock>
                ) : (
                    <>
                        {r.estimate ? (
                            <PageBlock column="main" blockId="estimate" title={<Trans>Estimate</Trans>}>
                                <EstimateBlock estimate={r.estimate} />
                            </PageBlock>
                        ) : null}
                        {r.shipment ? (
                            <PageBlock column="main" blockId="shipment" title={<Trans>Parcel back to the owner</Trans>}>
                                <ShipmentBlock shipment={r.shipment} />
                            </PageBlock>
                        ) : null}
                        <PageBlock column="main" blockId="history" title={<Trans>History</Trans>}>
                            <HistoryTable history={r.history} />
                        </PageBlock>
                        <PageBlock column="main" blockId="watch" title={<Trans>Watch</Trans>}>
                            <Fields
                                rows={[
                                    [<Trans key="m">Model</Trans>, `${r.modelName} (${r.sku})`],
                                    [<Trans key="s">Serial number</Trans>, r.serialNumber],
                                    [<Trans key="d">Purchase date</Trans>, r.purchaseDate],
                                    [<Trans key="p">Bought at</Trans>, `${r.purchasePlace} ${r.purchaseStoreSlug}`],
                                    [<Trans key="w">Warranty card</Trans>, r.hasWarrantyCard ? '✓' : '—'],
                                    [<Trans key="y">Symptoms</Trans>, r.symptoms.join(', ')],
                                    [<Trans key="x">Description</Trans>, r.description || '—'],
                                ]}
                            />
                        </PageBlock>
                        <PageBlock column="main" blockId="photos" title={<Trans>Photos</Trans>}>
                            <div className="flex flex-wrap gap-3">
                                {r.photos.map((photo) => (
                                    <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
                                        <img src={photo.url} alt="" className="h-32 w-32 object-cover" />
                                    </a>
                                ))}
                            </div>
                        </PageBlock>
                        <PageBlock column="side" blockId="repair" title={<Trans>Repair</Trans>}>
                            <Fields
                                rows={[
                                    [
                                        <Trans key="st">Status</Trans>,
                                        <span key="v" data-request-state={r.state}>
                                            <RequestStateBadge state={r.state} />
                                        </span>,
                                    ],
                                    [
                                        <Trans key="pa">Payment</Trans>,
                                        <span key="v" data-payment-state={r.paymentState}>
                                            <PaymentStateLabel state={r.paymentState} />
                                        </span>,
                                    ],
                                    [
                                        <Trans key="o">Order</Trans>,
                                        r.orderCode && r.orderId ? (
                                            <DetailPageButton
                                                key="v"
                                                className="-ml-2.5 h-auto py-0"
                                                href={`/orders/${r.orderId}`}
                                                label={r.orderCode}
                                            />
                                        ) : (
                                            (r.orderCode ?? '—')
                                        ),
                                    ],
                                    [
                                        <Trans key="uw">Under warranty</Trans>,
                                        r.underWarranty ? <Trans key="v">Yes</Trans> : <Trans key="v">No</Trans>,
                                    ],
                                ]}
                            />
                        </PageBlock>
                        <PageBlock column="side" blockId="owner" title={<Trans>Owner</Trans>}>
                            <Fields
                                rows={[
                                    [<Trans key="n">Owner</Trans>, r.name],
                                    [<Trans key="mo">Mobile</Trans>, <a href={`tel:${r.mobile}`}>{r.mobile}</a>],
                                    [<Trans key="e">E-mail</Trans>, <a href={`mailto:${r.email}`}>{r.email}</a>],
                                    [<Trans key="me">Member</Trans>, r.customerId ?? '—'],
                                    [<Trans key="sb">Submitted</Trans>, new Date(r.createdAt).toLocaleString()],
                                ]}
                            />
                        </PageBlock>
                        <PageBlock column="side" blockId="travel" title={<Trans>Travel</Trans>}>
                            {r.pickupAddress ? (
                                <Fields
                                    rows={[
                                        [<Trans key="pd">Pick-up day</Trans>, r.pickupDate],
                                        [
                                            <Trans key="a">Address</Trans>,
                                            `${r.pickupAddress.province}${r.pickupAddress.city}${r.pickupAddress.district} ${r.pickupAddress.streetLine}`,
                                        ],
                                    ]}
                                />
                            ) : (
                                <Fields rows={[[<Trans key="b">Drop-off boutique</Trans>, r.dropOffStoreSlug]]} />
                            )}
                        </PageBlock>
                    </>
                )}
            </PageLayout>
        </Page>
    );
}

export const serviceRequestDetail: DashboardRouteDefinition = {
    path: '/service-requests/$id',
    loader: () => ({
        breadcrumb: [
            { path: '/service-requests', label: <Trans>Service requests</Trans> },
            <Trans>Service request</Trans>,
        ],
    }),
    component: (route) => <ServiceRequestDetailPage id={String((route.useParams() as { id: string }).id)} />,
};
