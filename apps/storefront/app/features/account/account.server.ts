import { OrderFields, type Bag } from '~/features/bag/bag.server';
import { graphql } from '~/lib/graphql';
import type { ShopClient } from '~/lib/shop-client.server';

const VisitorQuery = graphql(
    `
        query Visitor {
            activeOrder {
                ...BagOrder
            }
            activeCustomer {
                id
            }
        }
    `,
    [OrderFields],
);

export interface Visitor {
    bag: Bag | null;
    /** A signed-in customer, not a guest (guests get the login modal). */
    signedIn: boolean;
}

const GUEST: Visitor = { bag: null, signedIn: false };

/**
 * The visitor's bag and whether they are signed in, in one call. A visitor without a session
 * has neither, so no call is made: asking would make the Shop API open a session for every
 * first page view.
 */
export async function loadVisitor(client: ShopClient): Promise<Visitor> {
    if (!client.hasSession) return GUEST;
    const { activeOrder, activeCustomer } = await client.request(VisitorQuery);
    return { bag: activeOrder ?? null, signedIn: activeCustomer !== null && activeCustomer !== undefined };
}
