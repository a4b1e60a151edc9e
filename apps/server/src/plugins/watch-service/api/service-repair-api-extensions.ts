import { SERVICE_PAYMENT_STATES } from '@maison/shared';
import gql from 'graphql-tag';

// The repair of a watch sent for service (issue 33, part 3): its estimate, the payment of it,
// the parcel back, and the moves through the repair. Types of send-watch-api-extensions.ts
// are extended here; enums' values are the shared lists.
const commonTypes = `
    "Where the money of a request's estimate stands: notDue (none, free under warranty, declined), due, pending at the gateway, paid, refunded."
    enum ServicePaymentState {
        ${SERVICE_PAYMENT_STATES.join('\n        ')}
    }

    type ServiceEstimateLine {
        "One of the price table's operations (full-service…), or other."
        operation: String!
        label: String!
        "With tax, in fen."
        priceWithTax: Money!
    }

    "The estimate staff sent: its lines, and what it costs the owner (0 under warranty)."
    type ServiceEstimate {
        lines: [ServiceEstimateLine!]!
        totalWithTax: Money!
        underWarranty: Boolean!
        sentAt: DateTime!
    }

    type ServiceTrackingEvent {
        at: DateTime!
        "collected, inTransit, delivering, delivered or problem"
        status: String!
        description: String
    }

    "The parcel the watch travels back in; events only where the carrier could be asked (available)."
    type ServiceShipment {
        carrier: String!
        trackingCode: String!
        available: Boolean!
        events: [ServiceTrackingEvent!]!
    }

    extend type ServiceRequestHistoryEntry {
        "Staff's word to the owner with the change; empty when none."
        note: String!
    }
`;

const repairFields = `
    estimate: ServiceEstimate
    paymentState: ServicePaymentState!
    "The code of the order that pays the estimate, once one was opened."
    orderCode: String
    shipment: ServiceShipment
`;

export const serviceRepairShopApiExtensions = gql`
    ${commonTypes}

    extend type ServiceRequest {
        ${repairFields}
        "What the owner may do now: estimateAccepted and estimateDeclined while an estimate waits for an answer."
        ownerMoves: [ServiceRequestState!]!
    }

    "Which request: a member's own by reference, or a guest's by the pass a submission or look-up gave."
    input ServiceRequestOwnerInput {
        reference: String
        accessToken: String
    }

    "The fapiao of the repair's payment, as at checkout: none, personal, or a company's title and taxpayer id."
    input ServiceFapiaoInput {
        fapiaoType: String!
        fapiaoTitle: String
        fapiaoTaxId: String
    }

    input PayServiceEstimateInput {
        request: ServiceRequestOwnerInput!
        "alipay or wechatpay"
        method: String!
        "desktop or mobile"
        channel: String!
        fapiao: ServiceFapiaoInput
    }

    "A payment opened at the gateway: instructions is where or what to pay ({ kind: redirect, url } or { kind: qr, codeUrl })."
    type ServiceEstimatePayment {
        orderCode: String!
        method: String!
        instructions: JSON!
    }

    "The request after the answer, or ShopFailure: SERVICE_REQUEST_NOT_FOUND, SERVICE_TRANSITION_NOT_ALLOWED."
    union AnswerServiceEstimateResult = ServiceRequest | ShopFailure
    "The payment opened, or ShopFailure: SERVICE_REQUEST_NOT_FOUND, SERVICE_PAYMENT_NOT_DUE, PAID_AT_GATEWAY, SERVICE_PAYMENT_FAILED, INVALID_SERVICE_REQUEST_INPUT (field: fapiao, method, channel)."
    union PayServiceEstimateResult = ServiceEstimatePayment | ShopFailure

    extend type Mutation {
        "The owner accepts (accept: true) or declines the estimate that waits for an answer."
        answerServiceEstimate(request: ServiceRequestOwnerInput!, accept: Boolean!): AnswerServiceEstimateResult!
        "Opens the payment of an accepted estimate at Alipay or WeChat Pay, as an order of its own; a new call replaces an open attempt."
        payServiceEstimate(input: PayServiceEstimateInput!): PayServiceEstimateResult!
    }
`;

export const serviceRepairAdminApiExtensions = gql`
    ${commonTypes}

    extend type ServiceRequestHistoryEntry {
        "The administrator who made a staff change; null for the owner's."
        administratorName: String
    }

    extend type ServiceRequest {
        ${repairFields}
        orderId: ID
        "The moves staff may make now, in the order the repair takes them."
        staffMoves: [ServiceRequestState!]!
        "Whether the watch is under warranty today: a serial the shop sold, within the warranty's years of its sale."
        underWarranty: Boolean!
        "Lines for a new estimate from the price table for the watch's model, for staff to edit."
        suggestedEstimate: [ServiceEstimateLine!]!
    }

    input ServiceEstimateLineInput {
        operation: String!
        label: String!
        priceWithTax: Money!
    }

    "A move of a request: estimateLines with estimateSent, carrier and trackingCode with shippedBack; a note for the owner with any."
    input TransitionServiceRequestInput {
        id: ID!
        state: ServiceRequestState!
        note: String
        estimateLines: [ServiceEstimateLineInput!]
        carrier: String
        trackingCode: String
    }

    "The request moved, or ShopFailure: SERVICE_REQUEST_NOT_FOUND, SERVICE_TRANSITION_NOT_ALLOWED, INVALID_SERVICE_ESTIMATE (field), SERVICE_ESTIMATE_NOT_PAID, INVALID_TRACKING, REFUND_FAILED."
    union TransitionServiceRequestResult = ServiceRequest | ShopFailure

    extend type Mutation {
        transitionServiceRequest(input: TransitionServiceRequestInput!): TransitionServiceRequestResult!
    }
`;
