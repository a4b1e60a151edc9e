import { Trans, useLingui } from '@lingui/react/macro';
import { shopClock } from '@maison/shared';
import { useQuery } from '@tanstack/react-query';
import {
    Alert,
    AlertDescription,
    AlertTitle,
    api,
    Button,
    type ChartConfig,
    ChartContainer,
    ChartLegend,
    ChartLegendContent,
    ChartTooltip,
    ChartTooltipContent,
    DashboardRouteDefinition,
    Input,
    Label,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    Skeleton,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableHeader,
    TableRow,
} from '@vendure/dashboard';
import gql from 'graphql-tag';
import { type ReactNode, useMemo, useState } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, Line, LineChart, XAxis, YAxis } from 'recharts';

import { type CsvCell, csvFileName, toCsv } from './csv';
import {
    channelRows,
    DEFAULT_RANGE_DAYS,
    type DateRange,
    dayRows,
    type Figure,
    funnelRows,
    hasFigures,
    lastDays,
    loadRows,
    type ProductRow,
    RANGE_PRESETS,
    topBought,
    topSearches,
    topViewed,
    total,
} from './figures';
import { useAnalyticsLabels } from './labels';

const figuresDocument = gql`
    query AnalyticsFigures($from: String!, $to: String!) {
        analyticsFigures(from: $from, to: $to) {
            day
            metric
            dimension
            value
        }
    }
`;

const variantNamesDocument = gql`
    query AnalyticsVariantNames($skus: [String!]!) {
        productVariants(options: { filter: { sku: { in: $skus } }, take: 100 }) {
            items {
                sku
                name
            }
        }
    }
`;

/** The failure code a thrown Admin API error carries (packages/shared, failures.ts), if any. */
function errorCode(err: unknown): string | undefined {
    const extensions = (err as { extensions?: { code?: unknown } } | null)?.extensions;
    return typeof extensions?.code === 'string' ? extensions.code : undefined;
}

/** Hands the CSV to the browser as a download: made here, nothing sent to a server. */
function downloadCsv(fileName: string, csv: string): void {
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // The click has started the download by now; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
}

const yuan = (fen: number) =>
    `¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Export {
    /** Names the file: letters and dashes. */
    name: string;
    header: string[];
    rows: CsvCell[][];
}

/** A chart of search terms (all searches, or those that found nothing): its total, and each term with its count. */
function SearchTermsBlock({
    blockId,
    title,
    total: count,
    terms,
    range,
}: {
    blockId: string;
    title: string;
    total: number;
    terms: ReadonlyArray<{ term: string; searches: number }>;
    range: DateRange;
}) {
    const { t } = useLingui();
    return (
        <ChartBlock
            blockId={blockId}
            column="full"
            title={title}
            range={range}
            empty={!terms.length}
            csv={{
                name: blockId,
                header: [t`Search term`, t`Searches`],
                rows: terms.map((s) => [s.term, s.searches]),
            }}
        >
            <p className="text-sm">
                {title}: <strong>{count}</strong>
            </p>
            <FigureTable
                header={[
                    { key: 'term', label: t`Search term` },
                    { key: 'searches', label: t`Searches` },
                ]}
                rows={terms.map((s) => ({ key: s.term, cells: [s.term, s.searches] }))}
            />
        </ChartBlock>
    );
}

/** One chart's block: its title, a CSV button for its figures, and the chart or its empty note. */
function ChartBlock({
    blockId,
    column,
    title,
    range,
    csv,
    empty,
    children,
}: Readonly<{
    /** Its chart's name; with `column`, what the page's layout takes a block by. */
    blockId: string;
    column: 'full';
    title: string;
    range: DateRange;
    csv: Export;
    empty: boolean;
    children: ReactNode;
}>) {
    const { t } = useLingui();
    return (
        <PageBlock column={column} blockId={`analytics-${blockId}`} title={title}>
            <section data-chart={blockId} aria-label={title} className="flex flex-col gap-3">
                <div className="flex justify-end">
                    <Button
                        variant="outline"
                        size="sm"
                        aria-label={`${t`Download CSV`}: ${title}`}
                        disabled={empty}
                        onClick={() =>
                            downloadCsv(csvFileName(csv.name, range.from, range.to), toCsv(csv.header, csv.rows))
                        }
                    >
                        CSV
                    </Button>
                </div>
                {empty ? (
                    <p className="text-muted-foreground text-sm">
                        <Trans>Nothing in these days.</Trans>
                    </p>
                ) : (
                    children
                )}
            </section>
        </PageBlock>
    );
}

/** A table of figures; each cell names its column in data-cell, each row its key in data-row. */
function FigureTable({
    header,
    rows,
}: Readonly<{ header: Array<{ key: string; label: string }>; rows: Array<{ key: string; cells: CsvCell[] }> }>) {
    return (
        <Table>
            <TableHeader>
                <TableRow>
                    {header.map((h) => (
                        <TableHead key={h.key}>{h.label}</TableHead>
                    ))}
                </TableRow>
            </TableHeader>
            <TableBody>
                {rows.map((row) => (
                    <TableRow key={row.key} data-row={row.key}>
                        {row.cells.map((cell, i) => (
                            <TableCell key={header[i]!.key} data-cell={header[i]!.key}>
                                {cell ?? ''}
                            </TableCell>
                        ))}
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
}

/** The date range: from and to (Beijing days), and the presets of the last 7, 30 and 90 days. */
function RangePicker({
    range,
    today,
    onChange,
}: Readonly<{ range: DateRange; today: string; onChange: (range: DateRange) => void }>) {
    return (
        <div className="flex flex-wrap items-end gap-4">
            <div className="flex flex-col gap-1">
                <Label htmlFor="analytics-from">
                    <Trans>From</Trans>
                </Label>
                <Input
                    id="analytics-from"
                    type="date"
                    value={range.from}
                    max={today}
                    onChange={(e) => e.target.value && onChange({ ...range, from: e.target.value })}
                />
            </div>
            <div className="flex flex-col gap-1">
                <Label htmlFor="analytics-to">
                    <Trans>To</Trans>
                </Label>
                <Input
                    id="analytics-to"
                    type="date"
                    value={range.to}
                    max={today}
                    onChange={(e) => e.target.value && onChange({ ...range, to: e.target.value })}
                />
            </div>
            <div className="flex gap-2" role="group">
                {RANGE_PRESETS.map((days) => {
                    const preset = lastDays(today, days);
                    const active = preset.from === range.from && preset.to === range.to;
                    return (
                        <Button
                            key={days}
                            size="sm"
                            variant={active ? 'default' : 'outline'}
                            aria-pressed={active}
                            onClick={() => onChange(preset)}
                        >
                            {days === 7 ? (
                                <Trans>Last 7 days</Trans>
                            ) : days === 30 ? (
                                <Trans>Last 30 days</Trans>
                            ) : (
                                <Trans>Last 90 days</Trans>
                            )}
                        </Button>
                    );
                })}
            </div>
        </div>
    );
}

function ProductTable({
    rows,
    names,
    bought,
}: Readonly<{ rows: ProductRow[]; names: Map<string, string>; bought: boolean }>) {
    const { t } = useLingui();
    const header = [
        { key: 'sku', label: t`SKU` },
        { key: 'name', label: t`Name` },
        ...(bought
            ? [
                  { key: 'units', label: t`Units bought` },
                  { key: 'revenue', label: t`Revenue` },
              ]
            : [{ key: 'views', label: t`Views` }]),
    ];
    return (
        <FigureTable
            header={header}
            rows={rows.map((r) => ({
                key: r.sku,
                cells: [r.sku, names.get(r.sku) ?? '', ...(bought ? [r.units, yuan(r.revenue)] : [r.views])],
            }))}
        />
    );
}

function AnalyticsPage() {
    const { t } = useLingui();
    const labels = useAnalyticsLabels();
    const today = shopClock(Date.now()).date;
    const [range, setRange] = useState<DateRange>(() => lastDays(today, DEFAULT_RANGE_DAYS));
    const backwards = range.from > range.to;

    const answer = useQuery({
        queryKey: ['analyticsFigures', range.from, range.to],
        queryFn: async () =>
            ((await api.query(figuresDocument, range)) as { analyticsFigures: Figure[] }).analyticsFigures,
        enabled: !backwards,
    });
    const figures = useMemo(() => answer.data ?? [], [answer.data]);

    const charts = useMemo(
        () => ({
            days: dayRows(figures, range),
            channels: channelRows(figures),
            viewed: topViewed(figures),
            bought: topBought(figures),
            searches: topSearches(figures, 'searches'),
            zero: topSearches(figures, 'zero_result_searches'),
            funnel: funnelRows(figures),
            loads: loadRows(figures),
        }),
        [figures, range],
    );

    const skus = useMemo(
        () => [...new Set([...charts.viewed, ...charts.bought].map((r) => r.sku))].sort(),
        [charts.viewed, charts.bought],
    );
    // Names are a help, not a figure: without them the tables still show the skus.
    const names = useQuery({
        queryKey: ['analyticsVariantNames', skus],
        queryFn: async () =>
            new Map(
                (
                    (await api.query(variantNamesDocument, { skus })) as {
                        productVariants: { items: Array<{ sku: string; name: string }> };
                    }
                ).productVariants.items.map((v) => [v.sku, v.name]),
            ),
        enabled: skus.length > 0,
    });
    const nameOf = names.data ?? new Map<string, string>();

    const dayConfig = {
        visitors: { label: t`Visitors`, color: 'var(--chart-1)' },
        pageViews: { label: t`Page views`, color: 'var(--chart-2)' },
        engagedSPerView: { label: t`Engaged seconds per page view`, color: 'var(--chart-3)' },
    } satisfies ChartConfig;
    const barConfig = {
        views: { label: t`Page views`, color: 'var(--chart-1)' },
        visitors: { label: t`Visitors`, color: 'var(--chart-1)' },
        medianMs: { label: t`Median (ms)`, color: 'var(--chart-1)' },
        p75Ms: { label: t`75th percentile (ms)`, color: 'var(--chart-4)' },
    } satisfies ChartConfig;

    const channelData = charts.channels.map((c) => ({
        ...c,
        label: labels.channel(c.channel),
        shareLabel: `${c.share}%`,
    }));
    const funnelData = charts.funnel.map((f) => ({
        ...f,
        label: labels.stage(f.stage),
        kept: `${f.keptOfPrevious}%`,
    }));
    const loadData = charts.loads.map((l) => ({ ...l, label: labels.pageType(l.pageType) }));
    const empty = !hasFigures(figures);

    let body: ReactNode;
    const showCharts = !backwards && answer.isSuccess && !empty;
    if (backwards) {
        body = (
            <Alert variant="destructive">
                <AlertTitle>
                    <Trans>The first day is after the last</Trans>
                </AlertTitle>
            </Alert>
        );
    } else if (answer.isPending) {
        body = (
            <div className="flex flex-col gap-4" aria-busy="true" data-testid="analytics-loading">
                <Skeleton className="h-64 w-full" />
                <Skeleton className="h-64 w-full" />
            </div>
        );
    } else if (answer.isError) {
        body = (
            <Alert variant="destructive" role="alert">
                <AlertTitle>
                    <Trans>The figures could not be loaded</Trans>
                </AlertTitle>
                <AlertDescription>
                    {errorCode(answer.error) === 'INVALID_DATE_RANGE' ? (
                        <Trans>
                            These days are no range the shop answers: at most 800 days, the first before the last.
                        </Trans>
                    ) : (
                        <Trans>Try again in a moment.</Trans>
                    )}
                </AlertDescription>
            </Alert>
        );
    } else if (empty) {
        body = (
            <Alert data-testid="analytics-empty">
                <AlertTitle>
                    <Trans>No figures for these days</Trans>
                </AlertTitle>
                <AlertDescription>
                    <Trans>
                        Each day is rolled up shortly after midnight (Beijing time); today shows from tomorrow.
                    </Trans>
                </AlertDescription>
            </Alert>
        );
    } else {
        body = (
            <>
                <ChartBlock
                    blockId="visitors"
                    column="full"
                    title={t`Visitors and page views by day`}
                    range={range}
                    empty={false}
                    csv={{
                        name: 'visitors',
                        header: [t`Day`, t`Visitors`, t`Page views`],
                        rows: charts.days.map((d) => [d.day, d.visitors, d.pageViews]),
                    }}
                >
                    <p className="text-sm">
                        <Trans>Visitors (days added up)</Trans>: <strong>{total(figures, 'visitors')}</strong> ·{' '}
                        <Trans>Page views</Trans>: <strong>{total(figures, 'page_views')}</strong>
                    </p>
                    <ChartContainer config={dayConfig} className="h-72 w-full">
                        <LineChart data={charts.days}>
                            <CartesianGrid vertical={false} />
                            <XAxis dataKey="day" tickLine={false} />
                            <YAxis allowDecimals={false} />
                            <ChartTooltip content={<ChartTooltipContent />} />
                            <ChartLegend content={<ChartLegendContent />} />
                            <Line
                                dataKey="visitors"
                                stroke="var(--color-visitors)"
                                dot={charts.days.length <= 31}
                                strokeWidth={2}
                            />
                            <Line
                                dataKey="pageViews"
                                stroke="var(--color-pageViews)"
                                dot={charts.days.length <= 31}
                                strokeWidth={2}
                            />
                        </LineChart>
                    </ChartContainer>
                </ChartBlock>

                <ChartBlock
                    blockId="engaged"
                    column="full"
                    title={t`Engaged time per page view by day (seconds)`}
                    range={range}
                    empty={false}
                    csv={{
                        name: 'engaged',
                        header: [t`Day`, t`Engaged seconds per page view`],
                        rows: charts.days.map((d) => [d.day, d.engagedSPerView]),
                    }}
                >
                    <ChartContainer config={dayConfig} className="h-60 w-full">
                        <LineChart data={charts.days}>
                            <CartesianGrid vertical={false} />
                            <XAxis dataKey="day" tickLine={false} />
                            <YAxis />
                            <ChartTooltip content={<ChartTooltipContent />} />
                            <Line
                                dataKey="engagedSPerView"
                                stroke="var(--color-engagedSPerView)"
                                dot={charts.days.length <= 31}
                                strokeWidth={2}
                            />
                        </LineChart>
                    </ChartContainer>
                </ChartBlock>

                <ChartBlock
                    blockId="channels"
                    column="full"
                    title={t`Channels`}
                    range={range}
                    empty={!channelData.length}
                    csv={{
                        name: 'channels',
                        header: [t`Channel`, t`Page views`, t`Share (%)`],
                        rows: channelData.map((c) => [c.label, c.views, c.share]),
                    }}
                >
                    <ChartContainer config={barConfig} className="h-64 w-full">
                        <BarChart data={channelData} layout="vertical" margin={{ right: 48 }}>
                            <CartesianGrid horizontal={false} />
                            <XAxis type="number" allowDecimals={false} />
                            <YAxis type="category" dataKey="label" width={140} />
                            <ChartTooltip content={<ChartTooltipContent />} />
                            <Bar dataKey="views" fill="var(--color-views)" radius={4}>
                                <LabelList dataKey="shareLabel" position="right" />
                            </Bar>
                        </BarChart>
                    </ChartContainer>
                </ChartBlock>

                <ChartBlock
                    blockId="products-viewed"
                    column="full"
                    title={t`Products viewed most`}
                    range={range}
                    empty={!charts.viewed.length}
                    csv={{
                        name: 'products-viewed',
                        header: [t`SKU`, t`Name`, t`Views`],
                        rows: charts.viewed.map((r) => [r.sku, nameOf.get(r.sku) ?? '', r.views]),
                    }}
                >
                    <ProductTable rows={charts.viewed} names={nameOf} bought={false} />
                </ChartBlock>

                <ChartBlock
                    blockId="products-bought"
                    column="full"
                    title={t`Products bought most`}
                    range={range}
                    empty={!charts.bought.length}
                    csv={{
                        name: 'products-bought',
                        header: [t`SKU`, t`Name`, t`Units bought`, t`Revenue (fen)`],
                        rows: charts.bought.map((r) => [r.sku, nameOf.get(r.sku) ?? '', r.units, r.revenue]),
                    }}
                >
                    <ProductTable rows={charts.bought} names={nameOf} bought />
                </ChartBlock>

                <SearchTermsBlock
                    blockId="searches"
                    title={t`Searches`}
                    total={total(figures, 'searches')}
                    terms={charts.searches}
                    range={range}
                />

                <SearchTermsBlock
                    blockId="zero-result-searches"
                    title={t`Searches that found nothing`}
                    total={total(figures, 'zero_result_searches')}
                    terms={charts.zero}
                    range={range}
                />

                <ChartBlock
                    blockId="funnel"
                    column="full"
                    title={t`Checkout funnel`}
                    range={range}
                    empty={false}
                    csv={{
                        name: 'funnel',
                        header: [t`Step`, t`Visitors`, t`Kept of the step before (%)`, t`Kept of the first step (%)`],
                        rows: funnelData.map((f) => [f.label, f.visitors, f.keptOfPrevious, f.keptOfFirst]),
                    }}
                >
                    <ChartContainer config={barConfig} className="h-72 w-full">
                        <BarChart data={funnelData} layout="vertical" margin={{ right: 56 }}>
                            <CartesianGrid horizontal={false} />
                            <XAxis type="number" allowDecimals={false} />
                            <YAxis type="category" dataKey="label" width={160} />
                            <ChartTooltip content={<ChartTooltipContent />} />
                            <Bar dataKey="visitors" fill="var(--color-visitors)" radius={4}>
                                <LabelList dataKey="kept" position="right" />
                            </Bar>
                        </BarChart>
                    </ChartContainer>
                    <FigureTable
                        header={[
                            { key: 'step', label: t`Step` },
                            { key: 'visitors', label: t`Visitors` },
                            { key: 'kept', label: t`Kept of the step before (%)` },
                            { key: 'keptOfFirst', label: t`Kept of the first step (%)` },
                        ]}
                        rows={funnelData.map((f) => ({
                            key: f.stage,
                            cells: [f.label, f.visitors, f.keptOfPrevious, f.keptOfFirst],
                        }))}
                    />
                    <p className="text-muted-foreground text-xs">
                        <Trans>
                            Each day counts the visitors who consented and reached a step; over several days, a visitor
                            who came back counts on each day.
                        </Trans>
                    </p>
                </ChartBlock>

                <ChartBlock
                    blockId="page-load"
                    column="full"
                    title={t`Page-load times by page type`}
                    range={range}
                    empty={!loadData.length}
                    csv={{
                        name: 'page-load',
                        header: [t`Page type`, t`Median (ms)`, t`75th percentile (ms)`, t`Days`],
                        rows: loadData.map((l) => [l.label, l.medianMs, l.p75Ms, l.days]),
                    }}
                >
                    <ChartContainer config={barConfig} className="h-72 w-full">
                        <BarChart data={loadData}>
                            <CartesianGrid vertical={false} />
                            <XAxis dataKey="label" tickLine={false} />
                            <YAxis allowDecimals={false} />
                            <ChartTooltip content={<ChartTooltipContent />} />
                            <ChartLegend content={<ChartLegendContent />} />
                            <Bar dataKey="medianMs" fill="var(--color-medianMs)" radius={4} />
                            <Bar dataKey="p75Ms" fill="var(--color-p75Ms)" radius={4} />
                        </BarChart>
                    </ChartContainer>
                    <p className="text-muted-foreground text-xs">
                        <Trans>Over several days: the median of the days’ medians and of their 75th percentiles.</Trans>
                    </p>
                </ChartBlock>
            </>
        );
    }

    return (
        <Page pageId="analytics">
            <PageTitle>
                <Trans>Shop figures</Trans>
            </PageTitle>
            <PageLayout>
                <PageBlock column="full" blockId="analytics-range">
                    <RangePicker range={range} today={today} onChange={setRange} />
                </PageBlock>
                {showCharts ? (
                    body
                ) : (
                    <PageBlock column="full" blockId="analytics-state">
                        {body}
                    </PageBlock>
                )}
            </PageLayout>
        </Page>
    );
}

export const analyticsPage: DashboardRouteDefinition = {
    path: '/analytics',
    navMenuItem: {
        sectionId: 'analytics',
        id: 'analytics-figures',
        url: '/analytics',
        // An explicit message id (dashboard/i18n/*.po), as the dashboard's own menu items have.
        title: /* i18n */ 'Shop figures',
        requiresPermission: 'ReadAnalytics',
    },
    loader: () => ({ breadcrumb: () => <Trans>Shop figures</Trans> }),
    component: () => <AnalyticsPage />,
};
