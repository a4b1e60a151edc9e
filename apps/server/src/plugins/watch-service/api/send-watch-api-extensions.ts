import {
    PURCHASE_PLACES,
    SEND_WATCH_STEPS,
    SERVICE_REQUEST_STATES,
    SERVICE_SYMPTOMS,
    SERVICE_TRAVEL_MODES,
} from '@maison/shared';
import gql from 'graphql-tag';

// The enums' values are the shared lists, so the schema cannot drift from the rules.
const commonTypes = `
    "Where a watch sent for service stands, in the order the repair takes it; cancelled ends it early."
    enum ServiceRequestState {
        ${SERVICE_REQUEST_STATES.join('\n        ')}
    }

    enum ServiceSymptom {
        ${SERVICE_SYMPTOMS.join('\n        ')}
    }

    enum ServicePurchasePlace {
        ${PURCHASE_PLACES.join('\n        ')}
    }

    enum ServiceTravelMode {
        ${SERVICE_TRAVEL_MODES.join('\n        ')}
    }

    "A photo of the watch's problem, at an address good for a few minutes, given only to its owner and to staff."
    type ServiceRequestPhoto {
        id: ID!
        mimeType: String!
        byteSize: Int!
        url: String!
    }

    type ServicePickupAddress {
        provinceCode: String!
        cityCode: String!
        districtCode: String!
        province: String!
        city: String!
        district: String!
        streetLine: String!
    }

    "One change of a request's state; actor is owner or staff."
    type ServiceRequestHistoryEntry {
        state: ServiceRequestState!
        actor: String!
        createdAt: DateTime!
    }
`;

const requestFields = `
    createdAt: DateTime!
    "SV- and eight characters: shown to the owner, printed on the label, typed to find it again."
    reference: String!
    state: ServiceRequestState!
    sku: String!
    modelName: String!
    serialNumber: String!
    "YYYY-MM-DD"
    purchaseDate: String!
    purchasePlace: ServicePurchasePlace!
    "The boutique's slug when bought at one; empty otherwise."
    purchaseStoreSlug: String!
    hasWarrantyCard: Boolean!
    symptoms: [ServiceSymptom!]!
    description: String!
    name: String!
    mobile: String!
    email: String!
    travelMode: ServiceTravelMode!
    pickupAddress: ServicePickupAddress
    "YYYY-MM-DD, the courier's day; empty for a drop-off."
    pickupDate: String!
    "The boutique the owner leaves the watch at; empty for a pick-up."
    dropOffStoreSlug: String!
    photos: [ServiceRequestPhoto!]!
    history: [ServiceRequestHistoryEntry!]!
`;

/** Shop API: the draft's steps, the photos' own route aside, the submission, and finding a request again. */
export const sendWatchShopApiExtensions = gql`
    ${commonTypes}

    enum SendWatchStep {
        ${SEND_WATCH_STEPS.join('\n        ')}
    }

    type ServiceRequest {
        ${requestFields}
        "Only in submitServiceRequest's and trackServiceRequest's answers: a guest's pass to this request (serviceRequestByAccess), for 30 days."
        accessToken: String
    }

    "The steps filled in so far, each as it was checked (null until then), and the first still missing."
    type ServiceRequestDraft {
        nextStep: SendWatchStep!
        watch: JSON
        problem: JSON
        contact: JSON
        travel: JSON
        photos: [ServiceRequestPhoto!]!
        "Whether the submission needs an SMS code to the contact's mobile: true for a guest."
        needsSmsCode: Boolean!
    }

    "A new draft and its key, given once: the visitor keeps it (the storefront in an httpOnly cookie)."
    type ServiceRequestDraftStart {
        key: String!
        draft: ServiceRequestDraft!
    }

    "The draft, or ShopFailure: SERVICE_REQUEST_NOT_FOUND, SERVICE_STEP_MISSING (field: the step), INVALID_SERVICE_REQUEST_INPUT (field)."
    union ServiceRequestDraftResult = ServiceRequestDraft | ShopFailure
    "The new request with its accessToken, or ShopFailure: SERVICE_REQUEST_NOT_FOUND, SERVICE_STEP_MISSING, INVALID_SERVICE_REQUEST_INPUT (privacyConsent), SMS_CODE_*."
    union SubmitServiceRequestResult = ServiceRequest | ShopFailure
    "The request with its accessToken, or ShopFailure: SERVICE_REQUEST_NOT_FOUND, SMS_CODE_*, SERVICE_TRACK_THROTTLED."
    union TrackServiceRequestResult = ServiceRequest | ShopFailure

    extend type Query {
        "The draft a key opens; null for a wrong key or another member's draft."
        serviceRequestDraft(key: String!): ServiceRequestDraft
        "The days a courier may collect a watch (YYYY-MM-DD): working days from tomorrow, within 14 days."
        serviceRequestPickupDays: [String!]!
        "The signed-in member's requests, newest first; empty for a guest."
        myServiceRequests: [ServiceRequest!]!
        "One of the signed-in member's requests; null for another's or none."
        myServiceRequest(reference: String!): ServiceRequest
        "The request a guest's pass opens; null when it is wrong or has expired."
        serviceRequestByAccess(accessToken: String!): ServiceRequest
    }

    extend type Mutation {
        startServiceRequest: ServiceRequestDraftStart!
        "Keeps one step's input (the fields of the shared schema of that step), once it passes and the steps before it are there."
        saveServiceRequestStep(key: String!, step: SendWatchStep!, input: JSON!): ServiceRequestDraftResult!
        removeServiceRequestPhoto(key: String!, photoId: ID!): ServiceRequestDraftResult!
        "Texts a code to the draft's contact mobile, behind the captcha, for a guest's submission."
        requestServiceRequestCode(key: String!, captcha: SmsCaptchaInput!): RequestSmsCodeResult!
        submitServiceRequest(key: String!, privacyConsent: Boolean!, smsCode: String): SubmitServiceRequestResult!
        "Texts a code to the mobile of the request named, behind the captcha; the same answer whether or not they belong together."
        requestServiceTrackCode(reference: String!, mobile: String!, captcha: SmsCaptchaInput!): RequestSmsCodeResult!
        trackServiceRequest(reference: String!, mobile: String!, smsCode: String!): TrackServiceRequestResult!
    }
`;

/** Admin API: every request, read-only for now, with ManageWatchService. */
export const sendWatchAdminApiExtensions = gql`
    ${commonTypes}

    type ServiceRequest implements Node {
        id: ID!
        updatedAt: DateTime!
        ${requestFields}
        "The member who sent it; null for a guest."
        customerId: ID
        languageCode: String!
    }

    type ServiceRequestList implements PaginatedList {
        items: [ServiceRequest!]!
        totalItems: Int!
    }

    # Filter and sort fields are generated by Vendure from the type above (reference, state, createdAt…).
    input ServiceRequestListOptions

    extend type Query {
        serviceRequests(options: ServiceRequestListOptions): ServiceRequestList!
        serviceRequest(id: ID!): ServiceRequest
    }
`;
