import { redirect } from 'react-router';

import type { Member } from '~/features/account/member';
import { signInPath } from '~/features/account/sign-in';

import { graphql } from './graphql';
import { ShopApiError, type ShopClient } from './shop-client.server';

const CurrentMemberQuery = graphql(`
    query CurrentMember {
        activeCustomer {
            id
            firstName
            lastName
            emailAddress
            phoneNumber
        }
    }
`);

/**
 * The page a visitor sent to sign in comes back to: the page asked for, or for a form posted
 * to a page, that page. A resource route (`/api/…`) is nothing to come back to.
 */
export function returnPathOf(request: Request): string | undefined {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) return undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') return url.pathname;
    url.searchParams.delete('index');
    url.searchParams.delete('_data');
    return `${url.pathname}${url.search}`;
}

/** The redirect every member-only page and call answers a visitor who is not signed in with. */
export function signInRedirect(request: Request): Response {
    return redirect(signInPath(returnPathOf(request)));
}

/**
 * The signed-in member, for a page of their own (spec §4 guards): a guest is sent to sign in
 * and brought back; a current-customer call that fails sends the visitor home.
 */
export async function requireMember(client: ShopClient, request: Request): Promise<Member> {
    if (!client.hasSession) throw signInRedirect(request);
    let member: Member | null | undefined;
    try {
        member = (await client.request(CurrentMemberQuery)).activeCustomer;
    } catch (err) {
        if (err instanceof Response) throw err;
        if (err instanceof ShopApiError) throw redirect('/');
        throw err;
    }
    if (!member) throw signInRedirect(request);
    return member;
}

/** Whether the visitor is signed in; a failing call counts as a guest. */
export async function isSignedIn(client: ShopClient): Promise<boolean> {
    if (!client.hasSession) return false;
    try {
        return (await client.request(CurrentMemberQuery)).activeCustomer != null;
    } catch {
        return false;
    }
}
