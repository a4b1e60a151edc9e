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

    extend type Query {
        localCaptchaChallenge: LocalCaptchaChallenge
    }

    extend type Mutation {
        "Sends a sign-in code to a mainland mobile number, once the captcha is passed."
        requestSmsCode(mobile: String!, captcha: SmsCaptchaInput!): RequestSmsCodeResult!
    }
`;
