import { Trans, useLingui } from '@lingui/react/macro';
import {
    formatMoney,
    MAX_SERVICE_ESTIMATE_LINES,
    SERVICE_ESTIMATE_LABEL_MAX_LENGTH,
    SERVICE_ESTIMATE_OPERATIONS,
    serviceEstimateSchema,
    serviceEstimateTotal,
    type ServiceEstimateLine,
    type ServiceEstimateOperation,
} from '@maison/shared';
import {
    Button,
    Input,
    NativeSelect,
    NativeSelectOption,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableHeader,
    TableRow,
} from '@vendure/dashboard';
import { PlusIcon, Trash2Icon } from 'lucide-react';

import { EstimateOperationLabel, RepairRefused } from './service-request-labels';

/** One line as staff edit it: the price as typed, in yuan. */
export interface EstimateRow {
    key: number;
    operation: ServiceEstimateOperation;
    label: string;
    yuan: string;
}

let nextKey = 0;

function isOperation(value: string): value is ServiceEstimateOperation {
    return (SERVICE_ESTIMATE_OPERATIONS as readonly string[]).includes(value);
}

/** Lines in fen (the suggestion, or an estimate sent before) as rows to edit. */
export function toEstimateRows(lines: readonly { operation: string; label: string; priceWithTax: number }[]) {
    return lines.slice(0, MAX_SERVICE_ESTIMATE_LINES).map((line): EstimateRow => ({
        key: nextKey++,
        operation: isOperation(line.operation) ? line.operation : 'other',
        label: line.label,
        yuan: String(line.priceWithTax / 100),
    }));
}

/** Yuan as staff type it, to whole fen; NaN when it is not an amount, so the schema refuses it. */
function toFen(yuan: string): number {
    const cleaned = yuan.replace(/[,\s¥]/g, '');
    if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
    return Math.round(Number(cleaned) * 100);
}

/** The rows as the Admin API takes them, or the first problem as a refusal of the field (`line.field`). */
export function estimateLinesOf(rows: readonly EstimateRow[]): ServiceEstimateLine[] {
    const lines = rows.map((row) => ({
        operation: row.operation,
        label: row.label.trim(),
        priceWithTax: toFen(row.yuan),
    }));
    const parsed = serviceEstimateSchema.safeParse(lines);
    if (!parsed.success) {
        const path = parsed.error.issues[0]?.path ?? [];
        throw new RepairRefused(
            'INVALID_SERVICE_ESTIMATE',
            path.length > 0 ? path.map(String).join('.') : 'estimateLines',
        );
    }
    return parsed.data;
}

/** The total as it changes with each keystroke: rows not yet an amount count as nothing. */
function liveTotal(rows: readonly EstimateRow[], underWarranty: boolean): number {
    return serviceEstimateTotal(
        rows.map((row) => {
            const fen = toFen(row.yuan);
            return { priceWithTax: Number.isFinite(fen) ? fen : 0 };
        }),
        underWarranty,
    );
}

/**
 * The estimate staff send: one to a dozen lines, each an operation of the price table (or other
 * work), its words for the owner and its price in yuan; the total follows every change.
 */
export function ServiceEstimateEditor({
    rows,
    onChange,
    underWarranty,
    invalidField,
}: Readonly<{
    rows: readonly EstimateRow[];
    onChange: (rows: EstimateRow[]) => void;
    underWarranty: boolean;
    /** The refused field (`line.field`), to mark its input. */
    invalidField?: string | null;
}>) {
    const { t } = useLingui();
    const update = (key: number, change: Partial<EstimateRow>) =>
        onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
    const invalid = (index: number, field: string) => invalidField === `${index}.${field}` || undefined;
    const total = liveTotal(rows, underWarranty);

    return (
        <div className="flex flex-col gap-3" data-estimate-editor>
            <Table>
                <TableHeader>
                    <TableRow>
                        <TableHead>
                            <Trans>Operation</Trans>
                        </TableHead>
                        <TableHead>
                            <Trans>Description for the owner</Trans>
                        </TableHead>
                        <TableHead>
                            <Trans>Price in yuan</Trans>
                        </TableHead>
                        <TableHead />
                    </TableRow>
                </TableHeader>
                <TableBody>
                    {rows.map((row, index) => (
                        <TableRow key={row.key} data-estimate-line={index + 1}>
                            <TableCell>
                                <NativeSelect
                                    className="w-52"
                                    aria-label={`${t`Operation`} ${index + 1}`}
                                    aria-invalid={invalid(index, 'operation')}
                                    value={row.operation}
                                    onChange={(e) =>
                                        isOperation(e.target.value) && update(row.key, { operation: e.target.value })
                                    }
                                >
                                    {SERVICE_ESTIMATE_OPERATIONS.map((operation) => (
                                        <NativeSelectOption key={operation} value={operation}>
                                            <EstimateOperationLabel operation={operation} />
                                        </NativeSelectOption>
                                    ))}
                                </NativeSelect>
                            </TableCell>
                            <TableCell className="w-full">
                                <Input
                                    aria-label={`${t`Description for the owner`} ${index + 1}`}
                                    aria-invalid={invalid(index, 'label')}
                                    maxLength={SERVICE_ESTIMATE_LABEL_MAX_LENGTH}
                                    value={row.label}
                                    onChange={(e) => update(row.key, { label: e.target.value })}
                                />
                            </TableCell>
                            <TableCell>
                                <Input
                                    className="w-28 text-right tabular-nums"
                                    inputMode="decimal"
                                    aria-label={`${t`Price in yuan`} ${index + 1}`}
                                    aria-invalid={invalid(index, 'priceWithTax')}
                                    value={row.yuan}
                                    onChange={(e) => update(row.key, { yuan: e.target.value })}
                                />
                            </TableCell>
                            <TableCell>
                                <Button
                                    type="button"
                                    size="icon-sm"
                                    variant="ghost"
                                    aria-label={`${t`Remove line`} ${index + 1}`}
                                    disabled={rows.length <= 1}
                                    onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                                >
                                    <Trash2Icon />
                                </Button>
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            <div className="flex flex-wrap items-center justify-between gap-3">
                <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={rows.length >= MAX_SERVICE_ESTIMATE_LINES}
                    onClick={() => onChange([...rows, { key: nextKey++, operation: 'other', label: '', yuan: '' }])}
                >
                    <PlusIcon />
                    <Trans>Add a line</Trans>
                </Button>
                <p className="text-sm" aria-live="polite">
                    <span className="text-muted-foreground">
                        <Trans>Total for the owner</Trans>
                    </span>{' '}
                    <strong className="tabular-nums" data-estimate-total>
                        {formatMoney(total)}
                    </strong>
                </p>
            </div>
            {underWarranty ? (
                <p className="text-sm text-success" data-under-warranty>
                    <Trans>Under warranty: the owner pays nothing</Trans>
                </p>
            ) : null}
        </div>
    );
}
