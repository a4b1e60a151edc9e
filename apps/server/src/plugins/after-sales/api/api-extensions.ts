import gql from 'graphql-tag';

const commonApiExtensions = gql`
    "cancel: the whole order before it ships; return: some of its lines after."
    enum AfterSalesKind {
        cancel
        return
    }

    type ReturnedLine {
        orderLineId: ID!
        quantity: Int!
    }
`;

/** Shop API: a member's cancellations, returns and parcels, each only of their own orders. */
export const shopApiExtensions = gql`
    ${commonApiExtensions}

    type AfterSalesRequest {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        kind: AfterSalesKind!
        "requested, approved, received, refunded, rejected or withdrawn"
        state: String!
        "One of the reasons of its kind (shared/after-sales.ts)."
        reason: String!
        note: String!
        lines: [ReturnedLine!]!
        returnCarrier: String
        returnTrackingCode: String
        "What staff told the member with their decision."
        staffNote: String!
        orderCode: String!
    }

    type AfterSalesRequestList {
        items: [AfterSalesRequest!]!
        totalItems: Int!
    }

    enum TrackingStatus {
        collected
        inTransit
        delivering
        delivered
        problem
    }

    type TrackingEvent {
        at: DateTime!
        status: TrackingStatus!
        description: String
    }

    type Shipment {
        carrier: String!
        trackingCode: String!
        state: String!
        "False when the carrier could not be asked just now."
        available: Boolean!
        "Newest first."
        events: [TrackingEvent!]!
    }

    input ReturnedLineInput {
        orderLineId: ID!
        quantity: Int!
    }

    input RequestCancellationInput {
        orderCode: String!
        reason: String!
        note: String
    }

    input RequestReturnInput {
        orderCode: String!
        reason: String!
        note: String
        lines: [ReturnedLineInput!]!
    }

    input SendBackReturnInput {
        id: ID!
        carrier: String!
        trackingCode: String!
    }

    extend type Query {
        "The requests about one of the member's orders, newest first; another's order is not found."
        orderAfterSales(orderCode: String!): [AfterSalesRequest!]!
        "The member's requests across their orders, newest first: skip, and take at most 50."
        myAfterSalesRequests(skip: Int, take: Int): AfterSalesRequestList!
        "The parcels of one of the member's orders with their tracking events."
        orderShipments(orderCode: String!): [Shipment!]!
    }

    "The request, or why not: a ShopFailure with one of the after-sales codes (packages/shared, failures.ts)."
    union AfterSalesRequestResult = AfterSalesRequest | ShopFailure

    extend type Mutation {
        "Cancels an unpaid order at once; asks staff to cancel (and refund) a paid one not yet shipped."
        requestOrderCancellation(input: RequestCancellationInput!): AfterSalesRequestResult!
        "Asks to return some of a shipped order's lines."
        requestOrderReturn(input: RequestReturnInput!): AfterSalesRequestResult!
        "Withdraws a request staff have not yet closed."
        withdrawAfterSalesRequest(id: ID!): AfterSalesRequestResult!
        "The carrier and tracking number of the parcel an approved return goes back in."
        sendBackReturn(input: SendBackReturnInput!): AfterSalesRequestResult!
    }
`;

/** Admin API: every request, for the staff who decide (ManageAfterSales). */
export const adminApiExtensions = gql`
    ${commonApiExtensions}

    type AfterSalesRequest implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        order: Order!
        orderId: ID!
        customer: Customer
        customerId: ID!
        kind: AfterSalesKind!
        state: String!
        reason: String!
        note: String!
        lines: [ReturnedLine!]!
        returnCarrier: String
        returnTrackingCode: String
        staffNote: String!
    }

    type AfterSalesRequestList implements PaginatedList {
        items: [AfterSalesRequest!]!
        totalItems: Int!
    }

    # Filter and sort fields are generated from AfterSalesRequest by Vendure.
    input AfterSalesRequestListOptions

    union AfterSalesRequestResult = AfterSalesRequest | ShopFailure

    extend type Query {
        afterSalesRequests(options: AfterSalesRequestListOptions): AfterSalesRequestList!
        afterSalesRequest(id: ID!): AfterSalesRequest
    }

    extend type Mutation {
        "approved, rejected, received or refunded, as the request's kind and state allow. Approving a cancellation cancels the order."
        transitionAfterSalesRequest(id: ID!, state: String!, staffNote: String): AfterSalesRequestResult!
    }
`;
