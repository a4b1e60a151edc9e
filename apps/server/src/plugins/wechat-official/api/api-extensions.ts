import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    "Where a page open in WeChat's browser sends its visitor to learn their openid (snsapi_base, silent)."
    type WechatOfficialAuthorization {
        appId: String!
        "WeChat's authorisation page, or the sandbox's when the official account is played locally."
        authorizeUrl: String!
    }

    type WechatOfficialOpenId {
        openId: String!
    }

    "The openid, or ShopFailure WECHAT_CODE_INVALID (a code WeChat does not know), WECHAT_UNAVAILABLE or WECHAT_AUTHORISATION_THROTTLED (with waitSeconds)."
    union WechatOfficialOpenIdResult = WechatOfficialOpenId | ShopFailure

    "What wx.config is called with for one page of the shop."
    type WechatJsSdkConfig {
        appId: String!
        timestamp: Int!
        nonceStr: String!
        signature: String!
    }

    extend type Query {
        wechatOfficialAuthorization: WechatOfficialAuthorization!
        "wx.config's signature of a page of the shop's own (null for any other address)."
        wechatJsSdkConfig(url: String!): WechatJsSdkConfig
    }

    extend type Mutation {
        "The visitor's openid under the official account, from the code its authorisation sent back with."
        wechatOfficialOpenId(code: String!): WechatOfficialOpenIdResult!
    }
`;
