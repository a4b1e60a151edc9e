import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, SERVICE_OPERATIONS, type ServiceOperation } from '@maison/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
    api,
    Button,
    DashboardRouteDefinition,
    Input,
    Label,
    NativeSelect,
    NativeSelectOption,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableHeader,
    TableRow,
} from '@vendure/dashboard';
import gql from 'graphql-tag';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';

import {
    OperationLabel,
    SERVICE_FAILURE_FIELDS,
    type ServiceFailure,
    unwrapService,
    useServiceFailureMessage,
} from './service-info-labels';

interface PriceRow {
    id: string;
    movement: string;
    movementName: string;
    complication: string | null;
    complicationName: string | null;
    operation: ServiceOperation;
    priceFen: number;
}

const pricesDocument = gql`
    query ServicePriceTable {
        servicePrices {
            id
            movement
            movementName
            complication
            complicationName
            operation
            priceFen
        }
    }
`;

const createDocument = gql`
    mutation CreateServicePriceFromDashboard($input: CreateServicePriceInput!) {
        createServicePrice(input: $input) {
            __typename
            ... on ServicePrice {
                id
            }
            ${SERVICE_FAILURE_FIELDS}
        }
    }
`;

const updateDocument = gql`
    mutation UpdateServicePriceFromDashboard($input: UpdateServicePriceInput!) {
        updateServicePrice(input: $input) {
            __typename
            ... on ServicePrice {
                id
            }
            ${SERVICE_FAILURE_FIELDS}
        }
    }
`;

const deleteDocument = gql`
    mutation DeleteServicePriceFromDashboard($id: ID!) {
        deleteServicePrice(id: $id) {
            result
        }
    }
`;

/** Yuan as staff type it, to fen; null when it is not an amount. */
function toFen(yuan: string): number | null {
    const value = Number(yuan.replace(/[,\s¥]/g, ''));
    return yuan.trim() !== '' && Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
}

function PriceCell({ row, onSave, busy }: Readonly<{ row: PriceRow; onSave: (fen: number) => void; busy: boolean }>) {
    const { t } = useLingui();
    const [yuan, setYuan] = useState(String(row.priceFen / 100));
    const fen = toFen(yuan);
    const submit = (e: FormEvent) => {
        e.preventDefault();
        if (fen !== null && fen !== row.priceFen) onSave(fen);
    };
    return (
        <form className="flex items-center gap-2" onSubmit={submit}>
            <Input
                className="w-32"
                inputMode="decimal"
                aria-label={`${t`Price in yuan`} ${row.movementName} ${row.complicationName ?? ''} ${row.operation}`}
                value={yuan}
                onChange={(e) => setYuan(e.target.value)}
            />
            <Button type="submit" size="sm" variant="outline" disabled={busy || fen === null || fen === row.priceFen}>
                <Trans>Save</Trans>
            </Button>
        </form>
    );
}

/** The whole price table: each row's price edited in place, a row added or removed. */
function ServicePricesPage() {
    const { t } = useLingui();
    const queryClient = useQueryClient();
    const failureMessage = useServiceFailureMessage();
    const [draft, setDraft] = useState({ movement: '', complication: '', operation: 'full-service', yuan: '' });

    const prices = useQuery({
        queryKey: ['service-prices'],
        queryFn: async () => ((await api.query(pricesDocument, {})) as { servicePrices: PriceRow[] }).servicePrices,
    });
    const refresh = () => queryClient.invalidateQueries({ queryKey: ['service-prices'] });

    const update = useMutation({
        mutationFn: async (input: { id: string; priceFen: number }) =>
            unwrapService(
                (
                    (await api.mutate(updateDocument, { input })) as {
                        updateServicePrice: { __typename: 'ServicePrice'; id: string } | ServiceFailure;
                    }
                ).updateServicePrice,
            ),
        onSuccess: () => {
            toast.success(t`Price saved`);
            void refresh();
        },
        onError: (err: unknown) => toast.error(failureMessage(err)),
    });

    const create = useMutation({
        mutationFn: async () => {
            const priceFen = toFen(draft.yuan);
            const input = {
                movement: draft.movement.trim(),
                complication: draft.complication.trim() || null,
                operation: draft.operation,
                priceFen: priceFen ?? -1,
            };
            return unwrapService(
                (
                    (await api.mutate(createDocument, { input })) as {
                        createServicePrice: { __typename: 'ServicePrice'; id: string } | ServiceFailure;
                    }
                ).createServicePrice,
            );
        },
        onSuccess: () => {
            toast.success(t`Price added`);
            setDraft((d) => ({ ...d, complication: '', yuan: '' }));
            void refresh();
        },
        onError: (err: unknown) => toast.error(failureMessage(err)),
    });

    const remove = useMutation({
        mutationFn: (id: string) => api.mutate(deleteDocument, { id }),
        onSuccess: () => {
            toast.success(t`Price removed`);
            void refresh();
        },
        onError: (err: unknown) => toast.error(failureMessage(err)),
    });

    const rows = prices.data ?? [];
    return (
        <Page pageId="service-prices">
            <PageTitle>
                <Trans>Service prices</Trans>
            </PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId="service-prices-table" title={<Trans>Price table</Trans>}>
                    <p className="text-muted-foreground mb-3 text-sm">
                        <Trans>
                            Movement and complication are codes of the catalogue facet values. For a watch with a
                            complication, the complication price replaces the movement price.
                        </Trans>
                    </p>
                    {prices.isError ? (
                        <p className="text-destructive" role="alert">
                            <Trans>The prices could not be loaded</Trans>
                        </p>
                    ) : prices.isLoading ? (
                        <p className="text-muted-foreground">
                            <Trans>Loading…</Trans>
                        </p>
                    ) : rows.length === 0 ? (
                        <p className="text-muted-foreground">
                            <Trans>No prices yet</Trans>
                        </p>
                    ) : (
                        <Table>
                            <TableHeader>
                                <TableRow>
                                    <TableHead>
                                        <Trans>Movement</Trans>
                                    </TableHead>
                                    <TableHead>
                                        <Trans>Complication</Trans>
                                    </TableHead>
                                    <TableHead>
                                        <Trans>Operation</Trans>
                                    </TableHead>
                                    <TableHead>
                                        <Trans>Price</Trans>
                                    </TableHead>
                                    <TableHead />
                                </TableRow>
                            </TableHeader>
                            <TableBody>
                                {rows.map((row) => (
                                    <TableRow
                                        key={row.id}
                                        data-price={`${row.movement}/${row.complication ?? ''}/${row.operation}`}
                                    >
                                        <TableCell>{row.movementName}</TableCell>
                                        <TableCell>{row.complicationName ?? '—'}</TableCell>
                                        <TableCell>
                                            <OperationLabel operation={row.operation} />
                                        </TableCell>
                                        <TableCell>
                                            <div className="flex items-center gap-3">
                                                <span className="w-24 tabular-nums">{formatMoney(row.priceFen)}</span>
                                                <PriceCell
                                                    key={row.priceFen}
                                                    row={row}
                                                    busy={update.isPending}
                                                    onSave={(priceFen) => update.mutate({ id: row.id, priceFen })}
                                                />
                                            </div>
                                        </TableCell>
                                        <TableCell>
                                            <Button
                                                size="sm"
                                                variant="outline"
                                                disabled={remove.isPending}
                                                onClick={() => remove.mutate(row.id)}
                                            >
                                                <Trans>Remove</Trans>
                                            </Button>
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    )}
                </PageBlock>
                <PageBlock column="main" blockId="service-prices-add" title={<Trans>Add a price</Trans>}>
                    <form
                        className="flex flex-wrap items-end gap-3"
                        aria-label={t`Add a price`}
                        onSubmit={(e) => {
                            e.preventDefault();
                            create.mutate();
                        }}
                    >
                        <div className="grid gap-1">
                            <Label htmlFor="price-movement">
                                <Trans>Movement code</Trans>
                            </Label>
                            <Input
                                id="price-movement"
                                required
                                maxLength={32}
                                value={draft.movement}
                                onChange={(e) => setDraft({ ...draft, movement: e.target.value })}
                            />
                        </div>
                        <div className="grid gap-1">
                            <Label htmlFor="price-complication">
                                <Trans>Complication code (optional)</Trans>
                            </Label>
                            <Input
                                id="price-complication"
                                maxLength={32}
                                value={draft.complication}
                                onChange={(e) => setDraft({ ...draft, complication: e.target.value })}
                            />
                        </div>
                        <div className="grid gap-1">
                            <Label htmlFor="price-operation">
                                <Trans>Operation</Trans>
                            </Label>
                            <NativeSelect
                                id="price-operation"
                                value={draft.operation}
                                onChange={(e) => setDraft({ ...draft, operation: e.target.value })}
                            >
                                {SERVICE_OPERATIONS.map((operation) => (
                                    <NativeSelectOption key={operation} value={operation}>
                                        <OperationLabel operation={operation} />
                                    </NativeSelectOption>
                                ))}
                            </NativeSelect>
                        </div>
                        <div className="grid gap-1">
                            <Label htmlFor="price-yuan">
                                <Trans>Price in yuan</Trans>
                            </Label>
                            <Input
                                id="price-yuan"
                                required
                                inputMode="decimal"
                                value={draft.yuan}
                                onChange={(e) => setDraft({ ...draft, yuan: e.target.value })}
                            />
                        </div>
                        <Button type="submit" disabled={create.isPending}>
                            <Trans>Add</Trans>
                        </Button>
                    </form>
                </PageBlock>
            </PageLayout>
        </Page>
    );
}

export const servicePrices: DashboardRouteDefinition = {
    path: '/service-prices',
    navMenuItem: {
        sectionId: 'watch-service',
        id: 'service-prices',
        url: '/service-prices',
        title: /* i18n */ 'Service prices',
        requiresPermission: 'ManageWatchService',
    },
    loader: () => ({ breadcrumb: () => <Trans>Service prices</Trans> }),
    component: () => <ServicePricesPage />,
};
