import { SHOP_FAILURE_CODES } from '@maison/shared';
import gql from 'graphql-tag';

/**
 * The shop's own failure codes join Vendure's `ErrorCode`, so that every ErrorResult of the
 * shop, Vendure's and ours, is read from the one typed field; `ShopFailure` carries ours.
 */
export const failureApiExtensions = gql`
    extend enum ErrorCode {
        ${SHOP_FAILURE_CODES.join('\n')}
    }

    "A failure the visitor can cause and fix; errorCode is one of the shop's (packages/shared, failures.ts)."
    type ShopFailure implements ErrorResult {
        errorCode: ErrorCode!
        "For developers only: a client translates errorCode."
        message: String!
        "After a limit: how long until the same may be tried again."
        waitSeconds: Int
        "The input field the failure is about, when one is."
        field: String
    }
`;
