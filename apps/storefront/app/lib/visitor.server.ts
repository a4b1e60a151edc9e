import { SignedInFields } from '~/features/account/account.server';

import { graphql } from './graphql';
import type { ShopClient } from './shop-client.server';

/**
 * What every page needs to know of its visitor: one call for the bag's count and the sign-in.
 * The bag's lines are read when its sidebar opens: reading them (with their stock) on every
 * page would cost a session's page most of its database work.
 */
const VisitorQuery = graphql(
    `
        query Visitor {
            activeOrder {
                totalQuantity
            }
            ...SignedIn
        }
    `,
    [SignedInFields],
);

export interface Visitor {
    /** How many items the bag holds (0 without one). */
    bagCount: number;
    /** A signed-in customer, not a guest. */
    signedIn: boolean;
}

const GUEST: Visitor = { bagCount: 0, signedIn: false };

/**
 * The visitor's bag count and whether they are signed in. A visitor without a session has neither,
 * so no call is made: asking would make the Shop API open a session for every first page view.
 */
export async function loadVisitor(client: ShopClient): Promise<Visitor> {
    if (!client.hasSession) return GUEST;
    const data = await client.request(VisitorQuery);
    return { bagCount: data.activeOrder?.totalQuantity ?? 0, signedIn: data.activeCustomer != null };
}
