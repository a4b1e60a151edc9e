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

    "Why no code was sent: INVALID_MOBILE, CAPTCHA_FAILED, TOO_SOON, DAILY_LIMIT or SMS_UNAVAILABLE; after a limit, how long to wait."
    type SmsCodeRefused {
        reason: String!
        waitSeconds: Int
    }

    union RequestSmsCodeResult = SmsCodeSent | SmsCodeRefused

    "The local captcha's challenge; null when Tencent's captcha is in use."
    type LocalCaptchaChallenge {
        randstr: String!
        ticket: String!
    }

    "The member's standing in the member club: one point for each yuan of paid orders."
    type MemberClubStanding {
        "classic, prestige or icon"
        tier: String!
        points: Int!
        "The next tier up; null at the top."
        nextTier: String
        pointsToNextTier: Int
    }

    extend type Query {
        localCaptchaChallenge: LocalCaptchaChallenge
        "The signed-in member's tier and points."
        memberClub: MemberClubStanding!
    }

    extend type Mutation {
        "Sends a sign-in code to a mainland mobile number, once the captcha is passed."
        requestSmsCode(mobile: String!, captcha: SmsCaptchaInput!): RequestSmsCodeResult!
        "Closes the signed-in member's account (注销): personal data removed, orders kept. confirm must be true."
        closeMyAccount(confirm: Boolean!): Success!
    }
`;
