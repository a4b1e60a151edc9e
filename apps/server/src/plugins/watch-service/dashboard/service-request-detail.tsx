import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { api, DashboardRouteDefinition, Page, PageBlock, PageLayout, PageTitle } from '@vendure/dashboard';
import gql from 'graphql-tag';

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
            }
        }
    }
`;

interface RequestDetail {
    id: string;
    createdAt: string;
    reference: string;
    state: string;
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
    history: Array<{ state: string; actor: string; createdAt: string }>;
}

function Fields({ rows }: Readonly<{ rows: Array<[React.ReactNode, React.ReactNode]> }>) {
    return (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" style={{ overflowWrap: 'anywhere' }}>
            {rows.map(([label, value], i) => (
                <div key={i} className="contents">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                </div>
            ))}
        </dl>
    );
}

/** Everything a request holds, photos included; read-only until the repair's moves arrive. */
function ServiceRequestDetailPage({ id }: Readonly<{ id: string }>) {
    const { data, isLoading } = useQuery({
        queryKey: ['service-request', id],
        queryFn: () => api.query(requestDocument, { id }) as Promise<{ serviceRequest: RequestDetail | null }>,
    });
    const r = data?.serviceRequest;
    return (
        <Page pageId="service-request-detail">
            <PageTitle>{r ? r.reference : <Trans>Service request</Trans>}</PageTitle>
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
                        <PageBlock column="main" blockId="history" title={<Trans>History</Trans>}>
                            <ol className="text-sm">
                                {r.history.map((h, i) => (
                                    <li key={i}>
                                        {new Date(h.createdAt).toLocaleString()} · {h.state} · {h.actor}
                                    </li>
                                ))}
                            </ol>
                        </PageBlock>
                        <PageBlock column="side" blockId="owner" title={<Trans>Owner</Trans>}>
                            <Fields
                                rows={[
                                    [<Trans key="st">Status</Trans>, r.state],
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
