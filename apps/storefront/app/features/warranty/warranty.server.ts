import {
    CERTIFICATE_LOOKUP_FAILURES,
    isOneOf,
    type Locale,
    normaliseSerial,
    registerWatchSchema,
    type SignedCertificate,
    WARRANTY_INPUT_MAX_LENGTH,
    WATCH_REGISTRATION_FAILURES,
} from '@maison/shared';

import { fieldErrors } from '~/lib/field-errors';
import { graphql, type ResultOf } from '~/lib/graphql';
import { pageTitle, serverT } from '~/lib/messages.server';
import type { ShopClient } from '~/lib/shop-client.server';

const MyWatchesQuery = graphql(`
    query MyWatches {
        myWatches {
            id
            serial
            sku
            model
            manufacturedOn
            soldOn
            salePlace
            warrantyEndsOn
            registeredAt
            serviceHistory {
                id
                reference
                createdAt
                state
                summary
            }
        }
    }
`);

const RegisterWatchMutation = graphql(`
    mutation RegisterWatch($input: RegisterWatchInput!) {
        registerWatch(input: $input) {
            __typename
            ... on WarrantyCard {
                serial
            }
            ... on ShopFailure {
                errorCode
                waitSeconds
            }
        }
    }
`);

const CertificateQuery = graphql(`
    query WatchCertificate($serial: String!) {
        watchCertificate(serial: $serial) {
            __typename
            ... on WatchCertificate {
                serial
                sku
                model
                manufacturedOn
                firstSoldOn
                issuer
                keyId
                canonical
                algorithm
                signature
                publicKey
            }
            ... on ShopFailure {
                errorCode
                waitSeconds
            }
        }
    }
`);

const CertificateKeyQuery = graphql(`
    query WatchCertificateKey {
        watchCertificateKey {
            algorithm
            publicKeyPem
            keyId
        }
    }
`);

export type WarrantyCardData = ResultOf<typeof MyWatchesQuery>['myWatches'][number];

/** The signed-in member's watches and their cards (the account layout has checked the member). */
export async function loadMyWatches(client: ShopClient): Promise<WarrantyCardData[]> {
    return (await client.request(MyWatchesQuery)).myWatches;
}

export type RegisterAnswer =
    | { ok: true; serial: string }
    | {
          ok: false;
          errors: Record<string, string>;
          values: { serial: string; cardCode: string };
          code?: string;
          waitSeconds?: number;
      };

/**
 * Registers the posted serial and card code, checked first by the shared schema; a refusal comes
 * back as the code (`warranty.errors.<code>`), one for a wrong serial or code alike.
 */
export async function registerWatch(client: ShopClient, form: Record<string, string>): Promise<RegisterAnswer> {
    const values = {
        serial: (form.serial ?? '').slice(0, WARRANTY_INPUT_MAX_LENGTH),
        cardCode: (form.cardCode ?? '').slice(0, WARRANTY_INPUT_MAX_LENGTH),
    };
    const parsed = registerWatchSchema.safeParse(values);
    if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error), values };
    const { registerWatch: result } = await client.request(RegisterWatchMutation, { input: parsed.data });
    if (result.__typename === 'WarrantyCard') return { ok: true, serial: result.serial };
    const code = isOneOf(WATCH_REGISTRATION_FAILURES, result.errorCode) ? result.errorCode : 'UNKNOWN';
    return { ok: false, errors: {}, values, code, waitSeconds: result.waitSeconds ?? undefined };
}

export type CertificateData = Extract<
    ResultOf<typeof CertificateQuery>['watchCertificate'],
    { __typename: 'WatchCertificate' }
>;

export type CertificateLookup =
    | { state: 'none' }
    | { state: 'found'; serial: string; certificate: CertificateData }
    | { state: 'refused'; serial: string; code: string; waitSeconds?: number };

/** A serial's certificate, or why not; nothing asked when no serial was given. */
export async function lookUpCertificate(client: ShopClient, typed: string | null): Promise<CertificateLookup> {
    const serial = (typed ?? '').trim().slice(0, WARRANTY_INPUT_MAX_LENGTH);
    if (!serial) return { state: 'none' };
    // A serial that cannot be one is unknown without spending the visitor's look-ups on it.
    if (!normaliseSerial(serial)) return { state: 'refused', serial, code: 'WATCH_SERIAL_UNKNOWN' };
    const { watchCertificate: result } = await client.request(CertificateQuery, { serial });
    if (result.__typename === 'WatchCertificate') return { state: 'found', serial, certificate: result };
    const code = isOneOf(CERTIFICATE_LOOKUP_FAILURES, result.errorCode) ? result.errorCode : 'UNKNOWN';
    return { state: 'refused', serial, code, waitSeconds: result.waitSeconds ?? undefined };
}

/** `/service/blockchain`: the page's title, the maker's key, and `?serial=`'s certificate. */
export async function loadCertificatePage(client: ShopClient, locale: Locale, url: URL) {
    const [{ watchCertificateKey: key }, lookup] = await Promise.all([
        client.request(CertificateKeyQuery),
        lookUpCertificate(client, url.searchParams.get('serial')),
    ]);
    const t = serverT(locale);
    const title = t('pages.blockchain');
    return { title, metaTitle: pageTitle(locale, title), description: t('warranty.certificate.meta'), key, lookup };
}

/** The downloadable document: the payload, the exact text signed, and the signature and key. */
export function certificateDocument(certificate: CertificateData): SignedCertificate {
    return {
        payload: JSON.parse(certificate.canonical) as SignedCertificate['payload'],
        canonical: certificate.canonical,
        algorithm: 'Ed25519',
        signature: certificate.signature,
        publicKey: certificate.publicKey,
    };
}
