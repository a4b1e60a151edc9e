import { expect } from 'vitest';

import type { TestShop } from './test-shop';

export const REGISTER = /* GraphQL */ `
    mutation ($input: RegisterCustomerInput!) {
        registerCustomerAccount(input: $input) {
            __typename
        }
    }
`;

export const LOGIN = /* GraphQL */ `
    mutation ($username: String!, $password: String!) {
        login(username: $username, password: $password) {
            __typename
        }
    }
`;

/** Registers a member by e-mail and signs them in; their session token. */
export async function signUpMember(
    shop: TestShop,
    emailAddress: string,
    password: string,
    firstName = 'Test',
): Promise<string> {
    const registered = await shop.shop<{ registerCustomerAccount: { __typename: string } }>(REGISTER, {
        input: { emailAddress, password, firstName, lastName: 'Member' },
    });
    expect(registered.data.registerCustomerAccount.__typename).toBe('Success');
    const login = await shop.shop<{ login: { __typename: string } }>(LOGIN, { username: emailAddress, password });
    expect(login.data.login.__typename).toBe('CurrentUser');
    return login.token!;
}
