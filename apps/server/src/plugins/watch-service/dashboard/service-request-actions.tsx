import { Trans, useLingui } from '@lingui/react/macro';
import {
    CARRIER_MAX_LENGTH,
    SERVICE_REQUEST_NOTE_MAX_LENGTH,
    serviceRequestNoteSchema,
    TRACKING_CODE_MAX_LENGTH,
    TRACKING_CODE_PATTERN,
    type ServicePaymentState,
    type ServiceRequestState,
} from '@maison/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
    Alert,
    AlertDescription,
    api,
    Button,
    Dialog,
    DialogClose,
    DialogContent,
    DialogDescription,
    DialogFooter,
    DialogHeader,
    DialogTitle,
    Input,
    Label,
    Textarea,
} from '@vendure/dashboard';
import gql from 'graphql-tag';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from 'sonner';

import { type EstimateRow, estimateLinesOf, ServiceEstimateEditor, toEstimateRows } from './service-estimate-editor';
import {
    MoveLabel,
    REPAIR_FAILURE_FIELDS,
    type RepairFailure,
    RepairRefused,
    unwrapRepair,
    useRepairFailureMessage,
} from './service-request-labels';

/** The query keys the request's pages read, so that a move refreshes both. */
export const SERVICE_REQUEST_KEY = 'service-request';
export const SERVICE_REQUEST_LIST_KEY = 'service-request-list';

const transitionDocument = gql`
    mutation TransitionServiceRequest($input: TransitionServiceRequestInput!) {
        transitionServiceRequest(input: $input) {
            __typename
            ... on ServiceRequest {
                id
                state
            }
            ${REPAIR_FAILURE_FIELDS}
        }
    }
`;

type TransitionAnswer = {
    transitionServiceRequest: { __typename: 'ServiceRequest'; id: string; state: ServiceRequestState } | RepairFailure;
};

/** What a move needs of the request. */
export interface MovableRequest {
    id: string;
    state: ServiceRequestState;
    paymentState: ServicePaymentState;
    staffMoves: ServiceRequestState[];
    underWarranty: boolean;
    suggestedEstimate: Array<{ operation: string; label: string; priceWithTax: number }>;
    estimate: { lines: Array<{ operation: string; label: string; priceWithTax: number }> } | null;
}

interface MoveForm {
    note: string;
    rows: EstimateRow[];
    carrier: string;
    trackingCode: string;
}

/** The input of transitionServiceRequest for a move, checked as the server checks it. */
function moveInput(request: MovableRequest, to: ServiceRequestState, form: MoveForm) {
    const note = serviceRequestNoteSchema.safeParse(form.note);
    if (!note.success) throw new RepairRefused('INVALID_SERVICE_ESTIMATE', 'note');
    const input: Record<string, unknown> = { id: request.id, state: to, note: form.note.trim() };
    if (to === 'estimateSent') input.estimateLines = estimateLinesOf(form.rows);
    if (to === 'shippedBack') {
        const carrier = form.carrier.trim();
        const trackingCode = form.trackingCode.trim();
        if (!carrier || carrier.length > CARRIER_MAX_LENGTH) throw new RepairRefused('INVALID_TRACKING', 'carrier');
        if (!TRACKING_CODE_PATTERN.test(trackingCode)) throw new RepairRefused('INVALID_TRACKING', 'trackingCode');
        Object.assign(input, { carrier, trackingCode });
    }
    return input;
}

function MoveDescription({ request, to }: Readonly<{ request: MovableRequest; to: ServiceRequestState }>) {
    switch (to) {
        case 'received':
            return <Trans>The owner is told that the watch has arrived at the workshop.</Trans>;
        case 'inspected':
            return <Trans>The watch has been examined; the estimate comes next.</Trans>;
        case 'estimateSent':
            return <Trans>The owner is asked to accept or decline it before any work is done.</Trans>;
        case 'inRepair':
            return request.paymentState === 'due' || request.paymentState === 'pending' ? (
                <Trans>The owner has not paid the estimate yet: the repair cannot start before.</Trans>
            ) : (
                <Trans>The workshop starts the work.</Trans>
            );
        case 'qualityControl':
            return <Trans>The repaired watch is checked before it goes back.</Trans>;
        case 'shippedBack':
            return <Trans>The owner can follow the parcel with its carrier and tracking code.</Trans>;
        case 'closed':
            return <Trans>Nothing more happens to the request.</Trans>;
        case 'cancelled':
            return request.paymentState === 'paid' ? (
                <Trans>The request ends here and the owner is told. The payment will be refunded to the owner.</Trans>
            ) : (
                <Trans>The request ends here and the owner is told.</Trans>
            );
        default:
            return null;
    }
}

function Field({ id, label, children }: Readonly<{ id: string; label: ReactNode; children: ReactNode }>) {
    return (
        <div className="flex flex-col gap-1.5">
            <Label htmlFor={id}>{label}</Label>
            {children}
        </div>
    );
}

/**
 * One button per move staff may make now, each opening its dialog: a note for the owner, and what
 * the move needs (the estimate's lines, the parcel back, a confirmation to cancel). After a move
 * the request and the list are read again.
 */
export function ServiceRequestActions({ request }: Readonly<{ request: MovableRequest }>) {
    const { t } = useLingui();
    const queryClient = useQueryClient();
    const failureMessage = useRepairFailureMessage();
    const [move, setMove] = useState<ServiceRequestState | null>(null);
    const [form, setForm] = useState<MoveForm>({ note: '', rows: [], carrier: '', trackingCode: '' });
    const [error, setError] = useState<{ message: string; field?: string | null } | null>(null);

    const open = (to: ServiceRequestState) => {
        // A revised estimate starts from the one the owner declined; a first one from the price table.
        const lines = request.estimate?.lines.length ? request.estimate.lines : request.suggestedEstimate;
        const rows = toEstimateRows(lines);
        setForm({
            note: '',
            rows: rows.length > 0 ? rows : toEstimateRows([{ operation: 'other', label: '', priceWithTax: 0 }]),
            carrier: '',
            trackingCode: '',
        });
        setError(null);
        setMove(to);
    };

    const refresh = () =>
        Promise.all([
            queryClient.invalidateQueries({ queryKey: [SERVICE_REQUEST_KEY, request.id] }),
            queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(SERVICE_REQUEST_LIST_KEY) }),
        ]);

    const transition = useMutation({
        mutationFn: async (to: ServiceRequestState) => {
            const answer = (await api.mutate(transitionDocument, {
                input: moveInput(request, to, form),
            })) as TransitionAnswer;
            return unwrapRepair(answer.transitionServiceRequest);
        },
        onSuccess: async () => {
            setMove(null);
            toast.success(t`The request has moved on`);
            await refresh();
        },
        onError: async (err: unknown) => {
            const message = failureMessage(err);
            setError({ message, field: err instanceof RepairRefused ? err.field : undefined });
            toast.error(message);
            // Someone else moved the request, or the owner paid meanwhile: the page shows where it stands now.
            if (
                err instanceof RepairRefused &&
                ['SERVICE_TRANSITION_NOT_ALLOWED', 'PAID_AT_GATEWAY'].includes(err.code)
            ) {
                await refresh();
            }
        },
    });

    const submit = (e: FormEvent) => {
        e.preventDefault();
        if (move) transition.mutate(move);
    };
    const set = <K extends keyof MoveForm>(key: K, value: MoveForm[K]) => setForm((f) => ({ ...f, [key]: value }));

    if (request.staffMoves.length === 0) return null;
    return (
        <>
            {request.staffMoves.map((to) => (
                <Button
                    key={to}
                    variant={to === 'cancelled' ? 'outline' : 'default'}
                    data-move={to}
                    onClick={() => open(to)}
                >
                    <MoveLabel to={to} from={request.state} />
                </Button>
            ))}
            <Dialog open={move !== null} onOpenChange={(isOpen: boolean) => (isOpen ? undefined : setMove(null))}>
                <DialogContent
                    className={move === 'estimateSent' ? 'max-h-[90vh] overflow-y-auto sm:max-w-3xl' : 'sm:max-w-lg'}
                >
                    {move ? (
                        <form className="grid gap-4" onSubmit={submit} data-move-form={move}>
                            <DialogHeader>
                                <DialogTitle>
                                    <MoveLabel to={move} from={request.state} />
                                </DialogTitle>
                                <DialogDescription>
                                    <MoveDescription request={request} to={move} />
                                </DialogDescription>
                            </DialogHeader>
                            {move === 'estimateSent' ? (
                                <ServiceEstimateEditor
                                    rows={form.rows}
                                    onChange={(rows) => set('rows', rows)}
                                    underWarranty={request.underWarranty}
                                    invalidField={error?.field}
                                />
                            ) : null}
                            {move === 'shippedBack' ? (
                                <div className="grid gap-4 sm:grid-cols-2">
                                    <Field id="service-move-carrier" label={<Trans>Carrier</Trans>}>
                                        <Input
                                            id="service-move-carrier"
                                            required
                                            maxLength={CARRIER_MAX_LENGTH}
                                            aria-invalid={error?.field === 'carrier' || undefined}
                                            value={form.carrier}
                                            onChange={(e) => set('carrier', e.target.value)}
                                        />
                                    </Field>
                                    <Field id="service-move-tracking" label={<Trans>Parcel tracking number</Trans>}>
                                        <Input
                                            id="service-move-tracking"
                                            required
                                            maxLength={TRACKING_CODE_MAX_LENGTH}
                                            autoComplete="off"
                                            aria-invalid={error?.field === 'trackingCode' || undefined}
                                            value={form.trackingCode}
                                            onChange={(e) => set('trackingCode', e.target.value)}
                                        />
                                    </Field>
                                </div>
                            ) : null}
                            <Field id="service-move-note" label={<Trans>Note for the owner (optional)</Trans>}>
                                <Textarea
                                    id="service-move-note"
                                    rows={3}
                                    maxLength={SERVICE_REQUEST_NOTE_MAX_LENGTH}
                                    aria-invalid={error?.field === 'note' || undefined}
                                    value={form.note}
                                    onChange={(e) => set('note', e.target.value)}
                                />
                            </Field>
                            {error ? (
                                <Alert variant="destructive" role="alert">
                                    <AlertDescription>{error.message}</AlertDescription>
                                </Alert>
                            ) : null}
                            <DialogFooter>
                                <DialogClose render={<Button type="button" variant="outline" />}>
                                    <Trans>Go back</Trans>
                                </DialogClose>
                                <Button
                                    type="submit"
                                    variant={move === 'cancelled' ? 'destructive' : 'default'}
                                    disabled={transition.isPending}
                                >
                                    <MoveLabel to={move} from={request.state} />
                                </Button>
                            </DialogFooter>
                        </form>
                    ) : null}
                </DialogContent>
            </Dialog>
        </>
    );
}
