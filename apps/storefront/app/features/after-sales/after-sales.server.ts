import {
    AFTER_SALES_FAILURES,
    AFTER_SALES_NOTE_MAX_LENGTH,
    type AfterSalesFailure,
    CARRIER_MAX_LENGTH,
    entityIdSchema,
    isOneOf,
    isReasonFor,
    TRACKING_CODE_PATTERN,
} from '@maison/shared';

import { data } from 'react-router';

import { ORDER_NUMBER } from '~/features/account/orders.server';
import { graphql, type ResultOf } from '~/lib/graphql';
import { notFound } from '~/lib/not-found';
import { readForm } from '~/lib/read-form';
import { ShopApiError, type ShopClient } from '~/lib/shop-client.server';

const RequestFields = graphql(`
    fragment AfterSalesRequestFields on AfterSalesRequest {
        id
        createdAt
        updatedAt
        kind
        state
        reason
        note
        lines {
            orderLineId
            quantity
        }
        returnCarrier
        returnTrackingCode
        staffNote
        orderCode
    }
`);

const ForOrderQuery = graphql(
    `
        query OrderAfterSales($code: String!) {
            orderAfterSales(orderCode: $code) {
                ...AfterSalesRequestFields
            }
        }
    `,
    [RequestFields],
);

const MineQuery = graphql(
    `
        query MyAfterSalesRequests($skip: Int, $take: Int) {
            myAfterSalesRequests(skip: $skip, take: $take) {
                totalItems
                items {
                    ...AfterSalesRequestFields
                }
            }
        }
    `,
    [RequestFields],
);

const ShipmentsQuery = graphql(`
    query OrderShipments($code: String!) {
        orderShipments(orderCode: $code) {
            carrier
            trackingCode
            state
            available
            events {
                at
                status
                description
            }
        }
    }
`);

/** What an after-sales change answers: done, or the ShopFailure that says why not. */
const ChangeFields = graphql(`
    fragment AfterSalesChange on AfterSalesRequestResult {
        __typename
        ... on ShopFailure {
            errorCode
        }
    }
`);

const CancelMutation = graphql(
    `
        mutation RequestOrderCancellation($input: RequestCancellationInput!) {
            requestOrderCancellation(input: $input) {
                ...AfterSalesChange
            }
        }
    `,
    [ChangeFields],
);

const ReturnMutation = graphql(
    `
        mutation RequestOrderReturn($input: RequestReturnInput!) {
            requestOrderReturn(input: $input) {
                ...AfterSalesChange
            }
        }
    `,
    [ChangeFields],
);

const WithdrawMutation = graphql(
    `
        mutation WithdrawAfterSalesRequest($id: ID!) {
            withdrawAfterSalesRequest(id: $id) {
                ...AfterSalesChange
            }
        }
    `,
    [ChangeFields],
);

const SendBackMutation = graphql(
    `
        mutation SendBackReturn($input: SendBackReturnInput!) {
            sendBackReturn(input: $input) {
                ...AfterSalesChange
            }
        }
    `,
    [ChangeFields],
);

export type AfterSalesRequest = ResultOf<typeof RequestFields>;
export type Shipment = ResultOf<typeof ShipmentsQuery>['orderShipments'][number];

export async function loadOrderAfterSales(client: ShopClient, code: string): Promise<AfterSalesRequest[]> {
    return (await client.request(ForOrderQuery, { code })).orderAfterSales;
}

export async function loadMyRequests(
    client: ShopClient,
    skip: number,
    take: number,
): Promise<{ items: AfterSalesRequest[]; total: number }> {
    const { myAfterSalesRequests } = await client.request(MineQuery, { skip, take });
    return { items: myAfterSalesRequests.items, total: myAfterSalesRequests.totalItems };
}

/** The parcels of one of the member's orders; any other number is a 404 (the Shop API checks whose it is). */
export async function loadShipments(client: ShopClient, orderBn: string): Promise<Shipment[]> {
    if (!ORDER_NUMBER.test(orderBn)) throw notFound();
    try {
        return (await client.request(ShipmentsQuery, { code: orderBn })).orderShipments;
    } catch (err) {
        if (err instanceof ShopApiError && err.status === 404) throw notFound();
        throw err;
    }
}

/** What an after-sales form's answer says: done, or why not (a field left wrong, or the server's refusal). */
export type AfterSalesOutcome =
    | { ok: true; done: 'cancel' | 'return' | 'withdraw' | 'sendBack' }
    | { ok: false; error: AfterSalesFailure | 'INVALID' };

type ChangeResult = ResultOf<typeof ChangeFields>;

/**
 * Runs a change and turns the server's refusal (a ShopFailure with its code) into an answer the
 * page shows; a request about an order or request that is not the member's stays a 404.
 */
async function outcome(
    done: Extract<AfterSalesOutcome, { ok: true }>['done'],
    call: () => Promise<ChangeResult>,
): Promise<AfterSalesOutcome> {
    const result = await call();
    if (result.__typename !== 'ShopFailure') return { ok: true, done };
    return { ok: false, error: isOneOf(AFTER_SALES_FAILURES, result.errorCode) ? result.errorCode : 'INVALID' };
}

/** More of one piece than any order holds. */
const MAX_RETURN_QUANTITY = 999;

const note = (value: string | undefined) => (value ?? '').trim().slice(0, AFTER_SALES_NOTE_MAX_LENGTH);
const isId = (value: string | undefined): value is string => entityIdSchema.safeParse(value).success;

export async function cancelOrder(
    client: ShopClient,
    orderCode: string,
    form: Record<string, string>,
): Promise<AfterSalesOutcome> {
    if (!isReasonFor('cancel', form.reason ?? '')) return { ok: false, error: 'INVALID_REASON' };
    return outcome('cancel', () =>
        client
            .request(CancelMutation, { input: { orderCode, reason: form.reason, note: note(form.note) } })
            .then((r) => r.requestOrderCancellation),
    );
}

/**
 * A return of the lines ticked (`line` fields holding order line ids) in the quantities chosen
 * (`qty-<line id>`); the server checks them against the order.
 */
export async function returnOrder(client: ShopClient, orderCode: string, form: FormData): Promise<AfterSalesOutcome> {
    const reason = String(form.get('reason') ?? '');
    if (!isReasonFor('return', reason)) return { ok: false, error: 'INVALID_REASON' };
    const ids = [...new Set(form.getAll('line').map(String))].filter(isId).slice(0, 50);
    if (!ids.length) return { ok: false, error: 'INVALID_RETURN_LINES' };
    const lines = ids.map((orderLineId) => ({ orderLineId, quantity: Number(form.get(`qty-${orderLineId}`) ?? 1) }));
    // Bounded here too: a number past GraphQL's Int would be refused as a malformed call, not as these lines.
    if (lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > MAX_RETURN_QUANTITY)) {
        return { ok: false, error: 'INVALID_RETURN_LINES' };
    }
    return outcome('return', () =>
        client
            .request(ReturnMutation, {
                input: { orderCode, reason, note: note(String(form.get('note') ?? '')), lines },
            })
            .then((r) => r.requestOrderReturn),
    );
}

export async function withdrawRequest(client: ShopClient, id: string | undefined): Promise<AfterSalesOutcome> {
    if (!isId(id)) return { ok: false, error: 'INVALID' };
    return outcome('withdraw', () => client.request(WithdrawMutation, { id }).then((r) => r.withdrawAfterSalesRequest));
}

export async function sendBackReturn(client: ShopClient, form: Record<string, string>): Promise<AfterSalesOutcome> {
    const carrier = (form.carrier ?? '').trim();
    const trackingCode = (form.trackingCode ?? '').trim();
    if (!isId(form.id)) return { ok: false, error: 'INVALID' };
    if (!carrier || carrier.length > CARRIER_MAX_LENGTH || !TRACKING_CODE_PATTERN.test(trackingCode)) {
        return { ok: false, error: 'INVALID_TRACKING' };
    }
    return outcome('sendBack', () =>
        client
            .request(SendBackMutation, { input: { id: form.id, carrier, trackingCode } })
            .then((r) => r.sendBackReturn),
    );
}

/** The after-sales forms of an order's pages, by intent; an unknown intent or a body that is no form is a 400. */
export async function afterSalesAction(
    request: Request,
    client: ShopClient,
    orderCode: string,
): Promise<AfterSalesOutcome | undefined> {
    const form = await readForm(request);
    if (!form) return undefined;
    const fields = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
    switch (fields.intent) {
        case 'cancel':
            return cancelOrder(client, orderCode, fields);
        case 'return':
            return returnOrder(client, orderCode, form);
        case 'withdraw':
            return withdrawRequest(client, fields.id);
        case 'sendBack':
            return sendBackReturn(client, fields);
        default:
            return undefined;
    }
}

/** An order page's answer to its after-sales forms: the outcome, 400 when refused or malformed. */
export async function answerAfterSales(request: Request, client: ShopClient, orderBn: string) {
    if (!ORDER_NUMBER.test(orderBn)) throw notFound();
    const outcome = await afterSalesAction(request, client, orderBn);
    if (!outcome) return data({ ok: false as const, error: 'INVALID' as const }, { status: 400 });
    return outcome.ok ? outcome : data(outcome, { status: 400 });
}
