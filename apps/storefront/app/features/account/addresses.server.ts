import { entityIdSchema } from '@maison/shared';
import { addressBookOrder } from '@maison/shared/regions';

import type { AddressInput } from '~/features/address/address-form.server';
import { graphql, type ResultOf } from '~/lib/graphql';
import { ShopApiError, type ShopClient } from '~/lib/shop-client.server';

const MemberAddressFields = graphql(`
    fragment MemberAddress on Address {
        id
        fullName
        phoneNumber
        province
        city
        streetLine1
        streetLine2
        postalCode
        defaultShippingAddress
        defaultBillingAddress
    }
`);

const AddressesQuery = graphql(
    `
        query MemberAddresses {
            activeCustomer {
                id
                addresses {
                    ...MemberAddress
                }
            }
        }
    `,
    [MemberAddressFields],
);

const CreateAddressMutation = graphql(`
    mutation CreateMemberAddress($input: CreateAddressInput!) {
        createCustomerAddress(input: $input) {
            id
        }
    }
`);

const UpdateAddressMutation = graphql(`
    mutation UpdateMemberAddress($input: UpdateAddressInput!) {
        updateCustomerAddress(input: $input) {
            id
        }
    }
`);

const DeleteAddressMutation = graphql(`
    mutation DeleteMemberAddress($id: ID!) {
        deleteCustomerAddress(id: $id) {
            success
        }
    }
`);

export type MemberAddress = ResultOf<typeof MemberAddressFields>;

/** The member's address book, the default delivery address first. */
export async function loadAddresses(client: ShopClient): Promise<MemberAddress[]> {
    const { activeCustomer } = await client.request(AddressesQuery);
    return [...(activeCustomer?.addresses ?? [])].sort(addressBookOrder);
}

/** One of the member's addresses by the id in the address bar; undefined for any other id. */
export async function loadAddress(client: ShopClient, id: string | undefined): Promise<MemberAddress | undefined> {
    if (!entityIdSchema.safeParse(id).success) return undefined;
    return (await loadAddresses(client)).find((address) => address.id === id);
}

export interface Defaults {
    defaultShippingAddress: boolean;
    defaultBillingAddress: boolean;
}

/** Adds an address to the member's book: false when the book is full (the Shop API's ADDRESS_BOOK_FULL). */
export async function createAddress(client: ShopClient, input: AddressInput & Defaults): Promise<boolean> {
    try {
        await client.request(CreateAddressMutation, { input });
        return true;
    } catch (err) {
        if (err instanceof ShopApiError && err.codes.includes('ADDRESS_BOOK_FULL')) return false;
        throw err;
    }
}

/** Changes one of the member's addresses; the Shop API answers another's id as not found (404). */
export async function updateAddress(
    client: ShopClient,
    id: string,
    input: Partial<AddressInput> & Partial<Defaults>,
): Promise<void> {
    await client.request(UpdateAddressMutation, { input: { id, ...input } });
}

export async function deleteAddress(client: ShopClient, id: string): Promise<void> {
    await client.request(DeleteAddressMutation, { id });
}
