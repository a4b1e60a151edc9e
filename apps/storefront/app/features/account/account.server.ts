import { graphql } from '~/lib/graphql';
import type { ShopClient } from '~/lib/shop-client.server';

const ActiveCustomerQuery = graphql(`
    query ActiveCustomer {
        activeCustomer {
            id
        }
    }
`);

/** Whether the session belongs to a signed-in customer (guests get the login modal). */
export async function isSignedIn(client: ShopClient): Promise<boolean> {
    const { activeCustomer } = await client.request(ActiveCustomerQuery);
    return activeCustomer !== null && activeCustomer !== undefined;
}
