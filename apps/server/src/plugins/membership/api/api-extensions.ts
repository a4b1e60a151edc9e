import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    "What the captcha the visitor solved gives back (Tencent's), or the local stand-in's challenge."
    input SmsCaptchaInput {
        ticket: String!
        randstr: String!
    }

    "A code is on its way; another may be asked for after retryAfterSeconds."
    type SmsCodeSent {
        retryAfterSeconds: Int!
    }

    "Sent, or why not: ShopFailure INVALID_MOBILE, CAPTCHA_FAILED, TOO_SOON or DAILY_LIMIT (with waitSeconds), SMS_UNAVAILABLE."
    union RequestSmsCodeResult = SmsCodeSent | ShopFailure

    "The local captcha's challenge; null when Tencent's captcha is in use."
    type LocalCaptchaChallenge {
        randstr: String!
        ticket: String!
    }

    "The member's standing in the member club: one point for each yuan of paid orders, plus the points of daily check-ins."
    type MemberClubStanding {
        "classic, prestige or icon"
        tier: String!
        points: Int!
        "The next tier up; null at the top."
        nextTier: String
        pointsToNextTier: Int
    }

    "One of the days the check-in page shows."
    type MemberCheckInDay {
        "YYYY-MM-DD, a calendar day in China"
        day: String!
        checkedIn: Boolean!
    }

    "The member's daily check-in (会员签到)."
    type MemberCheckIn {
        "Today in China, YYYY-MM-DD."
        today: String!
        checkedInToday: Boolean!
        "Days in a row up to today, or up to yesterday while today is still open."
        streak: Int!
        "What the next check-in gives: today's while open, else tomorrow's."
        nextPoints: Int!
        "Every point the member's check-ins have given."
        pointsEarned: Int!
        "The last seven days, oldest first."
        days: [MemberCheckInDay!]!
    }

    type MemberCheckInResult {
        "Points this check-in gave; 0 when today was already checked in."
        awarded: Int!
        checkIn: MemberCheckIn!
    }

    "Proof that a guest order is the visitor's: the e-mail address it was placed with, or the code sent to its phone."
    input OrderAccessProofInput {
        orderCode: String!
        emailAddress: String
        smsCode: String
    }

    "The session may now read the order by its code."
    type OrderAccessGranted {
        orderCode: String!
    }

    "Granted, or ShopFailure ORDER_NOT_FOUND (no such guest order, or the proof does not match it) or ORDER_ACCESS_THROTTLED (with waitSeconds)."
    union CloseMyAccountResult = Success | ShopFailure

    union ProveOrderAccessResult = OrderAccessGranted | ShopFailure

    "A legal text a member accepts; its page is CONSENT_DOCUMENT_PATHS' of the same name."
    enum LegalDocument {
        privacyPolicy
        memberTerms
    }

    "A document whose current version the member has not accepted yet."
    type PendingLegalDocument {
        document: LegalDocument!
        "The current version, which accepting records."
        version: String!
        "The version the member accepted last; null when they never accepted one."
        acceptedVersion: String
    }

    "Recorded, or ShopFailure TERMS_NOT_ACCEPTED (no document named) or TOO_MANY_ITEMS."
    union AcceptLegalDocumentsResult = Success | ShopFailure

    # A new member accepts the privacy policy and the member terms as they register.
    extend input RegisterCustomerInput {
        acceptTerms: Boolean
    }

    # An address a guest has ordered with is registered without a password: a link to set one is mailed there.
    extend union RegisterCustomerAccountResult = NotVerifiedError

    extend type Query {
        localCaptchaChallenge: LocalCaptchaChallenge
        "The signed-in member's daily check-in."
        memberCheckIn: MemberCheckIn!
        "The signed-in member's tier and points."
        memberClub: MemberClubStanding!
        "The legal documents the signed-in member is asked to accept: new versions since their last acceptance."
        pendingLegalDocuments: [PendingLegalDocument!]!
        "A copy of the signed-in member's own data (PIPL): profile, addresses, orders, consents and what other parts of the shop keep of them."
        myPersonalData: JSON!
    }

    extend type Mutation {
        "Sends a sign-in code to a mainland mobile number, once the captcha is passed."
        requestSmsCode(mobile: String!, captcha: SmsCaptchaInput!): RequestSmsCodeResult!
        "Closes the signed-in member's account (注销): personal data removed, orders kept. confirm must be true (else ShopFailure CONFIRMATION_REQUIRED)."
        closeMyAccount(confirm: Boolean!): CloseMyAccountResult!
        "Checks the signed-in member in for today; once a day, a second time gives nothing."
        checkInToday: MemberCheckInResult!
        "Lets this session read a guest order placed elsewhere, once it proves the order is the visitor's."
        proveOrderAccess(input: OrderAccessProofInput!): ProveOrderAccessResult!
        "Sends a code to the phone of a guest order, once the captcha is passed; answered alike for any number."
        requestOrderAccessCode(orderCode: String!, captcha: SmsCaptchaInput!): RequestSmsCodeResult!
        "Records the signed-in member's acceptance of the current version of each document named."
        acceptLegalDocuments(documents: [LegalDocument!]!): AcceptLegalDocumentsResult!
    }
`;
