import { CONSENT_DOCUMENT_PATHS } from '@maison/shared';

import { graphql, type ResultOf } from '~/lib/graphql';
import { safeRedirectPath } from '~/lib/safe-redirect';

import { AFTER_SIGN_IN, SIGN_IN_PATH } from './sign-in';
import type { ShopClient } from '~/lib/shop-client.server';

const PendingConsentsQuery = graphql(`
    query PendingLegalDocuments {
        pendingLegalDocuments {
            document
            version
            acceptedVersion
        }
    }
`);

const AcceptConsentsMutation = graphql(`
    mutation AcceptLegalDocuments($documents: [LegalDocument!]!) {
        acceptLegalDocuments(documents: $documents) {
            __typename
            ... on ShopFailure {
                errorCode
            }
        }
    }
`);

export type PendingConsent = ResultOf<typeof PendingConsentsQuery>['pendingLegalDocuments'][number];

/** The page that asks a member to accept new versions of the legal texts. */
export const CONSENTS_PATH = '/my-account/consents';

/**
 * Where the consents page goes on to: the page the member was on their way to, if it stays on
 * this site and is neither the consents page nor sign-in, else their account.
 */
export function afterConsents(value: string | null | undefined): string {
    const target = safeRedirectPath(value);
    if (!target || target.startsWith(CONSENTS_PATH) || target.startsWith(SIGN_IN_PATH)) return AFTER_SIGN_IN;
    return target;
}

/** Where each document is read. */
export function documentPath(document: PendingConsent['document']): string {
    return CONSENT_DOCUMENT_PATHS[document];
}

/** The documents the signed-in member is asked to accept (none for a visitor who is not signed in). */
export async function pendingConsents(client: ShopClient): Promise<PendingConsent[]> {
    if (!client.hasSession) return [];
    return (await client.request(PendingConsentsQuery)).pendingLegalDocuments;
}

/** The consents page, asked to go on to `next` afterwards (when that stays on this site). */
export function consentsPath(next: string): string {
    const target = safeRedirectPath(next);
    return target ? `${CONSENTS_PATH}?${new URLSearchParams({ redirect: target }).toString()}` : CONSENTS_PATH;
}

/**
 * Where a member who just signed in, or who is about to pay, goes: on to `next`, or first to
 * the consents page while a new version of the privacy policy or the member terms waits for them.
 */
export async function pastConsents(client: ShopClient, next: string): Promise<string> {
    return (await pendingConsents(client)).length > 0 ? consentsPath(next) : next;
}

/** Records the member's acceptance of the documents still pending; false if the Shop API refused. */
export async function acceptPendingConsents(client: ShopClient, pending: readonly PendingConsent[]): Promise<boolean> {
    if (pending.length === 0) return true;
    const { acceptLegalDocuments: result } = await client.request(AcceptConsentsMutation, {
        documents: pending.map((p) => p.document),
    });
    return result.__typename === 'Success';
}
