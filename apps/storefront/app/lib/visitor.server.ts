import { SignedInFields } from '~/features/account/account.server';
import { OrderFields, type Bag } from '~/features/bag/bag.server';

import { graphql } from './graphql';
import type { ShopClient } from './shop-client.server';

/** What every page needs to know of its visitor: one call for the bag and the sign-in. */
const VisitorQuery = graphql(
    `
        query Visitor {
            activeOrder {
                ...BagOrder
            }
            ...SignedIn
        }
    `,
    [OrderFields, SignedInFields],
);

export interface Visitor {
    bag: Bag | null;
    /** A signed-in customer, not a guest. */
    signedIn: boolean;
}

const GUEST: Visitor = { bag: null, signedIn: false };

/**
 * The visitor's bag and whether they are signed in. A visitor without a session has neither,
 * so no call is made: asking would make the Shop API open a session for every first page view.
 */
export async function loadVisitor(client: ShopClient): Promise<Visitor> {
    if (!client.hasSession) return GUEST;
    const data = await client.request(VisitorQuery);
    return { bag: data.activeOrder ?? null, signedIn: data.activeCustomer != null };
}
