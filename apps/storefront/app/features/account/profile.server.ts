import { changePasswordSchema, isMailable, profileSchema } from '@maison/shared';

import { fieldErrors } from '~/lib/field-errors';
import { graphql } from '~/lib/graphql';
import type { ShopClient } from '~/lib/shop-client.server';

const ProfileQuery = graphql(`
    query MemberProfile {
        activeCustomer {
            id
            firstName
            lastName
            emailAddress
            phoneNumber
            customFields {
                birthday
                gender
                newsletter
            }
        }
    }
`);

const UpdateProfileMutation = graphql(`
    mutation UpdateMemberProfile($input: UpdateCustomerInput!) {
        updateCustomer(input: $input) {
            id
        }
    }
`);

const ChangePasswordMutation = graphql(`
    mutation ChangeMemberPassword($currentPassword: String!, $newPassword: String!) {
        updateCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
            __typename
            ... on ErrorResult {
                errorCode
            }
        }
    }
`);

const ClubQuery = graphql(`
    query MemberClub {
        memberClub {
            tier
            points
            nextTier
            pointsToNextTier
        }
    }
`);

const CloseAccountMutation = graphql(`
    mutation CloseMyAccount {
        closeMyAccount(confirm: true) {
            __typename
        }
    }
`);

export interface Profile {
    firstName: string;
    lastName: string;
    /** Absent for a member who joined by mobile number and gave none. */
    emailAddress: string | null;
    mobile: string | null;
    birthday: string;
    gender: string;
    newsletter: boolean;
    /** Members who registered by e-mail sign in with a password they may change. */
    hasPassword: boolean;
}

export async function loadProfile(client: ShopClient): Promise<Profile | null> {
    const { activeCustomer: c } = await client.request(ProfileQuery);
    if (!c) return null;
    const email = isMailable(c.emailAddress) ? c.emailAddress : null;
    return {
        firstName: c.firstName,
        lastName: c.lastName,
        emailAddress: email,
        mobile: c.phoneNumber || null,
        birthday: c.customFields?.birthday ?? '',
        gender: c.customFields?.gender ?? '',
        newsletter: c.customFields?.newsletter ?? false,
        hasPassword: email !== null,
    };
}

export type ProfileAnswer =
    | { intent: 'profile' | 'password'; ok: true; errors?: undefined; code?: undefined }
    | { intent: 'profile' | 'password' | 'close'; ok: false; errors: Record<string, string>; code?: string };

export async function saveProfile(client: ShopClient, form: Record<string, string>): Promise<ProfileAnswer> {
    const parsed = profileSchema.safeParse(form);
    if (!parsed.success) return { intent: 'profile', ok: false, errors: fieldErrors(parsed.error) };
    const { firstName, lastName, birthday, gender, newsletter } = parsed.data;
    await client.request(UpdateProfileMutation, {
        input: {
            firstName,
            lastName,
            customFields: { birthday: birthday || null, gender: gender || null, newsletter: newsletter === 'on' },
        },
    });
    return { intent: 'profile', ok: true };
}

export async function changePassword(client: ShopClient, form: Record<string, string>): Promise<ProfileAnswer> {
    const parsed = changePasswordSchema.safeParse(form);
    if (!parsed.success) return { intent: 'password', ok: false, errors: fieldErrors(parsed.error) };
    const { updateCustomerPassword: result } = await client.request(ChangePasswordMutation, {
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.password,
    });
    if (result.__typename === 'Success') return { intent: 'password', ok: true };
    const wrong = 'errorCode' in result && result.errorCode === 'INVALID_CREDENTIALS_ERROR';
    return wrong
        ? { intent: 'password', ok: false, errors: { currentPassword: 'validation.currentPassword' } }
        : { intent: 'password', ok: false, errors: {}, code: 'PASSWORD_INVALID' };
}

export async function loadClubStanding(client: ShopClient) {
    return (await client.request(ClubQuery)).memberClub;
}

/** Closes the member's account at the backend (which ends its sessions); the caller clears the cookie. */
/** Closes the member's account; the form has asked them to confirm, so the request always does. */
export async function closeAccount(client: ShopClient): Promise<void> {
    const { closeMyAccount } = await client.request(CloseAccountMutation);
    // Only an unconfirmed request is refused, and this one is confirmed: a refusal is our fault.
    if (closeMyAccount.__typename !== 'Success')
        throw new Error(`closing the account was refused: ${closeMyAccount.__typename}`);
    client.dropSession();
}
