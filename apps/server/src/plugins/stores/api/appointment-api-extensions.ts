import { APPOINTMENT_PURPOSES, APPOINTMENT_STATES } from '@maison/shared';
import gql from 'graphql-tag';

/** What both APIs say of an appointment. */
const appointmentFields = `
    id: ID!
    createdAt: DateTime!
    "Shown to the visitor and read out at the boutique."
    reference: String!
    store: Store!
    purpose: AppointmentPurpose!
    "YYYY-MM-DD and HH:MM, Beijing time."
    date: String!
    slotStart: String!
    slotEnd: String!
    startsAt: DateTime!
    name: String!
    mobile: String!
    email: String!
    note: String!
    state: AppointmentState!
`;

// The enums' values are the shared lists, so the schema cannot drift from the rules.
const commonApiExtensions = `
    enum AppointmentPurpose {
        ${APPOINTMENT_PURPOSES.join('\n        ')}
    }

    "requested, then confirmed by staff (a visitor's move to another slot makes it requested again); cancelled (by the visitor or staff) and noShow are final."
    enum AppointmentState {
        ${APPOINTMENT_STATES.join('\n        ')}
    }
`;

/** Shop API: a day's slots, booking with an SMS code, the member's list, the signed link. */
export const appointmentShopApiExtensions = gql`
    ${commonApiExtensions}

    type Appointment {
        ${appointmentFields}
        "Only in bookAppointment's answer: the secret of the signed link that manages the appointment; never given again."
        manageToken: String
    }

    type AppointmentSlot {
        "HH:MM, Beijing time."
        start: String!
        end: String!
        startsAt: DateTime!
        "Places left; 0 for a full slot, which is listed so the day keeps its shape."
        remaining: Int!
    }

    input BookAppointmentInput {
        storeSlug: String!
        purpose: AppointmentPurpose!
        "YYYY-MM-DD"
        date: String!
        "HH:MM, a slot's start as appointmentSlots gives it."
        slotStart: String!
        name: String!
        mobile: String!
        email: String
        "At most 500 characters."
        note: String
        "Must be true."
        privacyConsent: Boolean!
        "The code requestAppointmentCode sent to the mobile; a member booking with their own number needs none."
        smsCode: String
    }

    "The appointment with its manageToken, or ShopFailure: INVALID_APPOINTMENT_INPUT (field), STORE_NOT_FOUND, STORE_NOT_BOOKABLE, SLOT_UNAVAILABLE, SMS_CODE_*, DAILY_LIMIT, SLOT_FULL, APPOINTMENT_LIMIT."
    union BookAppointmentResult = Appointment | ShopFailure
    "The cancelled appointment, or ShopFailure APPOINTMENT_NOT_FOUND or APPOINTMENT_CLOSED."
    union CancelAppointmentResult = Appointment | ShopFailure
    "The moved appointment, or ShopFailure: APPOINTMENT_NOT_FOUND, APPOINTMENT_CLOSED, INVALID_APPOINTMENT_INPUT (field), STORE_NOT_BOOKABLE, SLOT_UNAVAILABLE, SLOT_FULL."
    union RescheduleAppointmentResult = Appointment | ShopFailure

    extend type Query {
        "A bookable store's slots on a date with the places left; none before today or more than 90 days ahead. INVALID_DATE_RANGE, STORE_NOT_FOUND, STORE_NOT_BOOKABLE."
        appointmentSlots(storeSlug: String!, date: String!): [AppointmentSlot!]!
        "The signed-in member's appointments, upcoming first; empty for a guest."
        myAppointments: [Appointment!]!
        "The appointment a signed link names; null when the reference or the token is wrong."
        appointmentByToken(reference: String!, token: String!): Appointment
    }

    extend type Mutation {
        "Texts a code that proves the mobile for bookAppointment, behind the captcha and within the send limits of sign-in codes."
        requestAppointmentCode(mobile: String!, captcha: SmsCaptchaInput!): RequestSmsCodeResult!
        bookAppointment(input: BookAppointmentInput!): BookAppointmentResult!
        "Cancels one of the signed-in member's appointments; another's answers APPOINTMENT_NOT_FOUND."
        cancelMyAppointment(id: ID!): CancelAppointmentResult!
        cancelAppointmentByToken(reference: String!, token: String!): CancelAppointmentResult!
        "Moves one of the signed-in member's appointments to another slot of its store (date YYYY-MM-DD, slotStart HH:MM), keeping its reference; a confirmed one is requested again, for staff to confirm the new time. Another's answers APPOINTMENT_NOT_FOUND."
        rescheduleMyAppointment(id: ID!, date: String!, slotStart: String!): RescheduleAppointmentResult!
        "Moves the appointment a signed link names to another slot, as rescheduleMyAppointment does; a wrong link answers APPOINTMENT_NOT_FOUND."
        rescheduleAppointmentByToken(
            reference: String!
            token: String!
            date: String!
            slotStart: String!
        ): RescheduleAppointmentResult!
    }
`;

/** Admin API: every appointment, and staff's moves, with ManageAppointments. */
export const appointmentAdminApiExtensions = gql`
    ${commonApiExtensions}

    type Appointment implements Node {
        ${appointmentFields}
        updatedAt: DateTime!
        storeId: ID!
        "The member who booked it; null for a guest."
        customerId: ID
    }

    type AppointmentList implements PaginatedList {
        items: [Appointment!]!
        totalItems: Int!
    }

    # Filter and sort fields are generated by Vendure from the type above (storeId, date, state…).
    input AppointmentListOptions

    "The appointment in its new state, or ShopFailure APPOINTMENT_NOT_FOUND or APPOINTMENT_CLOSED (a move the rules refuse)."
    union TransitionAppointmentResult = Appointment | ShopFailure

    extend type Query {
        appointments(options: AppointmentListOptions): AppointmentList!
        appointment(id: ID!): Appointment
    }

    extend type Mutation {
        "Confirms, cancels or marks a no-show: requested may become confirmed, cancelled or noShow; confirmed may become cancelled or noShow."
        transitionAppointment(id: ID!, state: AppointmentState!): TransitionAppointmentResult!
    }
`;
