import { graphql } from '~/lib/graphql';
import type { ShopClient } from '~/lib/shop-client.server';

const PersonalDataQuery = graphql(`
    query MyPersonalData {
        myPersonalData
    }
`);

/** The signed-in member's own data, as the Shop API gathers it (PIPL): one JSON document. */
export async function loadPersonalData(client: ShopClient): Promise<unknown> {
    return (await client.request(PersonalDataQuery)).myPersonalData;
}

/** The download's file name, dated in China, where the shop and its members are. */
export function personalDataFileName(now = new Date()): string {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(now);
    return `my-data-${day}.json`;
}
