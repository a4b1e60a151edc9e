/** The Shop and Admin API documents of the appointments suite. */

const APPOINTMENT = `id reference purpose date slotStart slotEnd startsAt name mobile email note state store { slug }`;
const FAILURE = `... on ShopFailure { errorCode field waitSeconds }`;

export const CHALLENGE = /* GraphQL */ `
    query {
        localCaptchaChallenge {
            randstr
            ticket
        }
    }
`;

export const REQUEST_CODE = /* GraphQL */ `
    mutation ($mobile: String!, $captcha: SmsCaptchaInput!) {
        requestAppointmentCode(mobile: $mobile, captcha: $captcha) {
            __typename
            ${FAILURE}
        }
    }
`;

export const SLOTS = /* GraphQL */ `
    query ($storeSlug: String!, $date: String!) {
        appointmentSlots(storeSlug: $storeSlug, date: $date) {
            start
            end
            startsAt
            remaining
        }
    }
`;

export const BOOK = /* GraphQL */ `
    mutation ($input: BookAppointmentInput!) {
        bookAppointment(input: $input) {
            __typename
            ... on Appointment { ${APPOINTMENT} manageToken }
            ${FAILURE}
        }
    }
`;

export const MY_APPOINTMENTS = /* GraphQL */ `
    query {
        myAppointments { ${APPOINTMENT} manageToken }
    }
`;

export const BY_TOKEN = /* GraphQL */ `
    query ($reference: String!, $token: String!) {
        appointmentByToken(reference: $reference, token: $token) { ${APPOINTMENT} }
    }
`;

export const CANCEL_MINE = /* GraphQL */ `
    mutation ($id: ID!) {
        cancelMyAppointment(id: $id) {
            __typename
            ... on Appointment { ${APPOINTMENT} }
            ${FAILURE}
        }
    }
`;

export const CANCEL_BY_TOKEN = /* GraphQL */ `
    mutation ($reference: String!, $token: String!) {
        cancelAppointmentByToken(reference: $reference, token: $token) {
            __typename
            ... on Appointment { ${APPOINTMENT} }
            ${FAILURE}
        }
    }
`;

export const REQUEST_SIGN_IN_CODE = /* GraphQL */ `
    mutation ($mobile: String!, $captcha: SmsCaptchaInput!) {
        requestSmsCode(mobile: $mobile, captcha: $captcha) {
            __typename
        }
    }
`;

export const SIGN_IN_BY_SMS = /* GraphQL */ `
    mutation ($mobile: String!, $code: String!) {
        authenticate(input: { sms: { mobile: $mobile, code: $code, acceptTerms: true } }) {
            __typename
        }
    }
`;

export const ADMIN_APPOINTMENTS = /* GraphQL */ `
    query ($options: AppointmentListOptions) {
        appointments(options: $options) {
            totalItems
            items { ${APPOINTMENT} storeId customerId }
        }
    }
`;

export const TRANSITION = /* GraphQL */ `
    mutation ($id: ID!, $state: AppointmentState!) {
        transitionAppointment(id: $id, state: $state) {
            __typename
            ... on Appointment { id state }
            ${FAILURE}
        }
    }
`;

export const RESCHEDULE_MINE = /* GraphQL */ `
    mutation ($id: ID!, $date: String!, $slotStart: String!) {
        rescheduleMyAppointment(id: $id, date: $date, slotStart: $slotStart) {
            __typename
            ... on Appointment { ${APPOINTMENT} }
            ${FAILURE}
        }
    }
`;

export const RESCHEDULE_BY_TOKEN = /* GraphQL */ `
    mutation ($reference: String!, $token: String!, $date: String!, $slotStart: String!) {
        rescheduleAppointmentByToken(reference: $reference, token: $token, date: $date, slotStart: $slotStart) {
            __typename
            ... on Appointment { ${APPOINTMENT} }
            ${FAILURE}
        }
    }
`;
