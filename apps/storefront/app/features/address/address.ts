/** What an address form is filled with again: a saved address, or an order's. */
export interface AddressValues {
    fullName?: string | null;
    phoneNumber?: string | null;
    streetLine1?: string | null;
    postalCode?: string | null;
}
