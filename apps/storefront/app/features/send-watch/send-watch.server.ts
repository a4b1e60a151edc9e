import { isOneOf, SERVICE_REQUEST_FAILURES, SMS_SEND_FAILURES, type SendWatchStep } from '@maison/shared';
import { createCookie } from 'react-router';

import type { CaptchaChallenge, SignInAnswer } from '~/features/account/sign-in';
import { loadCaptchaChallenge } from '~/features/account/sign-in.server';
import { ServiceRepairFields } from '~/features/service-repair/service-repair-fields';
import { env } from '~/lib/env.server';
import { graphql } from '~/lib/graphql';
import type { ShopClient } from '~/lib/shop-client.server';

/** The failures the send-my-watch pages translate (`sendWatch.errors.<CODE>`). */
export const SEND_WATCH_PAGE_FAILURES = [...SERVICE_REQUEST_FAILURES, ...SMS_SEND_FAILURES, 'UNKNOWN'] as const;
export type SendWatchFailure = (typeof SEND_WATCH_PAGE_FAILURES)[number];

const secure = env.PUBLIC_URL.startsWith('https:');

/** The key of the visitor's draft: httpOnly, on the steps' path, for a month. */
const draftCookie = createCookie('maison_send_watch', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/service/send-my-watch',
    maxAge: 30 * 24 * 60 * 60,
    secrets: [env.SESSION_SECRET],
    secure,
});

/** A guest's passes to the requests they sent or looked up (reference → pass), for their pages and photos. */
const accessCookie = createCookie('maison_service_access', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/service/send-my-watch',
    maxAge: 30 * 24 * 60 * 60,
    secrets: [env.SESSION_SECRET],
    secure,
});

export async function readDraftKey(request: Request): Promise<string | undefined> {
    const value: unknown = await draftCookie.parse(request.headers.get('Cookie')).catch(() => null);
    return typeof value === 'string' ? value : undefined;
}

export function draftKeyCookie(key: string): Promise<string> {
    return draftCookie.serialize(key);
}

export function dropDraftCookie(): Promise<string> {
    return draftCookie.serialize('', { maxAge: 0 });
}

async function readPasses(request: Request): Promise<Record<string, string>> {
    const value: unknown = await accessCookie.parse(request.headers.get('Cookie')).catch(() => null);
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
}

/** The visitor's pass to one request, if they hold one. */
export async function readAccess(request: Request, reference: string): Promise<string | undefined> {
    return (await readPasses(request))[reference];
}

/** Adds a pass to the cookie, keeping the five latest. */
export async function accessCookieWith(request: Request, reference: string, token: string): Promise<string> {
    const passes = Object.entries(await readPasses(request)).filter(([ref]) => ref !== reference);
    return accessCookie.serialize(Object.fromEntries([...passes.slice(-4), [reference, token]]));
}

const DraftFields = graphql(`
    fragment SendWatchDraftFields on ServiceRequestDraft {
        nextStep
        watch
        problem
        contact
        travel
        needsSmsCode
        photos {
            id
            mimeType
            url
        }
    }
`);

const RequestFields = graphql(`
    fragment ServiceRequestFields on ServiceRequest {
        createdAt
        reference
        state
        sku
        modelName
        serialNumber
        purchaseDate
        purchasePlace
        hasWarrantyCard
        symptoms
        description
        name
        mobile
        email
        travelMode
        pickupDate
        dropOffStoreSlug
        pickupAddress {
            province
            city
            district
            streetLine
        }
        photos {
            id
            url
        }
        history {
            state
            createdAt
            note
        }
    }
`);

const DraftQuery = graphql(
    `
        query SendWatchDraft($key: String!) {
            serviceRequestDraft(key: $key) {
                ...SendWatchDraftFields
            }
            serviceRequestPickupDays
            stores(filter: { type: boutique }) {
                slug
                name
                cityName
            }
        }
    `,
    [DraftFields],
);

const StartMutation = graphql(`
    mutation StartServiceRequest {
        startServiceRequest {
            key
        }
    }
`);

const SaveStepMutation = graphql(`
    mutation SaveServiceRequestStep($key: String!, $step: SendWatchStep!, $input: JSON!) {
        saveServiceRequestStep(key: $key, step: $step, input: $input) {
            __typename
            ... on ServiceRequestDraft {
                nextStep
            }
            ... on ShopFailure {
                errorCode
                field
            }
        }
    }
`);

const RemovePhotoMutation = graphql(`
    mutation RemoveServiceRequestPhoto($key: String!, $photoId: ID!) {
        removeServiceRequestPhoto(key: $key, photoId: $photoId) {
            __typename
        }
    }
`);

const RequestCodeMutation = graphql(`
    mutation RequestServiceRequestCode($key: String!, $captcha: SmsCaptchaInput!) {
        requestServiceRequestCode(key: $key, captcha: $captcha) {
            __typename
            ... on SmsCodeSent {
                retryAfterSeconds
            }
            ... on ShopFailure {
                errorCode
                waitSeconds
            }
        }
    }
`);

const SubmitMutation = graphql(`
    mutation SubmitServiceRequest($key: String!, $privacyConsent: Boolean!, $smsCode: String) {
        submitServiceRequest(key: $key, privacyConsent: $privacyConsent, smsCode: $smsCode) {
            __typename
            ... on ServiceRequest {
                reference
                accessToken
            }
            ... on ShopFailure {
                errorCode
                field
            }
        }
    }
`);

const MyRequestsQuery = graphql(`
    query MyServiceRequests {
        myServiceRequests {
            reference
            state
            modelName
            createdAt
            paymentState
            ownerMoves
        }
    }
`);

const MyRequestQuery = graphql(
    `
        query MyServiceRequest($reference: String!) {
            myServiceRequest(reference: $reference) {
                ...ServiceRequestFields
                ...ServiceRepairFields
            }
        }
    `,
    [RequestFields, ServiceRepairFields],
);

const ByAccessQuery = graphql(
    `
        query ServiceRequestByAccess($accessToken: String!) {
            serviceRequestByAccess(accessToken: $accessToken) {
                ...ServiceRequestFields
                ...ServiceRepairFields
            }
        }
    `,
    [RequestFields, ServiceRepairFields],
);

const TrackCodeMutation = graphql(`
    mutation RequestServiceTrackCode($reference: String!, $mobile: String!, $captcha: SmsCaptchaInput!) {
        requestServiceTrackCode(reference: $reference, mobile: $mobile, captcha: $captcha) {
            __typename
            ... on SmsCodeSent {
                retryAfterSeconds
            }
            ... on ShopFailure {
                errorCode
                waitSeconds
            }
        }
    }
`);

const TrackMutation = graphql(`
    mutation TrackServiceRequest($reference: String!, $mobile: String!, $smsCode: String!) {
        trackServiceRequest(reference: $reference, mobile: $mobile, smsCode: $smsCode) {
            __typename
            ... on ServiceRequest {
                reference
                accessToken
            }
            ... on ShopFailure {
                errorCode
                field
            }
        }
    }
`);

const ModelSearchQuery = graphql(`
    query SendWatchModels($term: String!) {
        search(input: { term: $term, take: 12, groupByProduct: false }) {
            items {
                sku
                productVariantName
            }
        }
    }
`);

export interface DraftView {
    nextStep: SendWatchStep;
    steps: Partial<Record<Exclude<SendWatchStep, 'review'>, Record<string, unknown>>>;
    needsSmsCode: boolean;
    photos: Array<{ id: string; mimeType: string; url: string }>;
}

export interface SendWatchPage {
    draft: DraftView;
    pickupDays: string[];
    boutiques: Array<{ slug: string; name: string; cityName: string }>;
}

const asRecord = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

/** The visitor's draft with what its steps offer; undefined when the cookie opens none. */
export async function loadDraft(client: ShopClient, key: string | undefined): Promise<SendWatchPage | undefined> {
    if (!key) return undefined;
    const data = await client.request(DraftQuery, { key });
    const draft = data.serviceRequestDraft;
    if (!draft) return undefined;
    return {
        draft: {
            nextStep: draft.nextStep,
            steps: {
                watch: asRecord(draft.watch),
                problem: asRecord(draft.problem),
                contact: asRecord(draft.contact),
                travel: asRecord(draft.travel),
            },
            needsSmsCode: draft.needsSmsCode,
            photos: draft.photos,
        },
        pickupDays: data.serviceRequestPickupDays,
        boutiques: data.stores,
    };
}

/** A new draft's key. */
export async function startDraft(client: ShopClient): Promise<string> {
    return (await client.request(StartMutation)).startServiceRequest.key;
}

/** A step's refusal as the form shows it: the field's i18n key, or a form-wide failure. */
export interface StepAnswer {
    errors: Record<string, string>;
    failure?: SendWatchFailure;
    values?: Record<string, unknown>;
    code?: SignInAnswer;
}

function failureOf(code: string): SendWatchFailure {
    return isOneOf(SEND_WATCH_PAGE_FAILURES, code) ? code : 'UNKNOWN';
}

/** Keeps one step; undefined when it passed, else the refusal. */
export async function saveStep(
    client: ShopClient,
    key: string,
    step: Exclude<SendWatchStep, 'review'>,
    input: Record<string, unknown>,
): Promise<StepAnswer | { missing: SendWatchStep } | undefined> {
    const result = (await client.request(SaveStepMutation, { key, step, input })).saveServiceRequestStep;
    if (result.__typename === 'ServiceRequestDraft') return undefined;
    if (result.errorCode === 'SERVICE_STEP_MISSING') return { missing: (result.field ?? 'watch') as SendWatchStep };
    if (result.errorCode === 'INVALID_SERVICE_REQUEST_INPUT' && result.field) {
        return { errors: { [result.field]: `sendWatch.errors.INVALID_SERVICE_REQUEST_INPUT` } };
    }
    return { errors: {}, failure: failureOf(result.errorCode) };
}

/**
 * Sends the photos of a form to the backend's own photo route, one by one, with the draft's
 * key: the first failure's code, if any.
 */
export async function uploadPhotos(
    key: string,
    files: File[],
    visitor: { forwardedFor: string; token?: string },
): Promise<SendWatchFailure | undefined> {
    for (const file of files) {
        if (file.size === 0) continue;
        const response = await fetch(`${env.BACKEND_URL}/service-photos`, {
            method: 'POST',
            headers: {
                'content-type': 'application/octet-stream',
                'x-service-draft': key,
                'x-forwarded-for': visitor.forwardedFor,
                // A member's draft opens only to that member's session.
                ...(visitor.token ? { authorization: `Bearer ${visitor.token}` } : {}),
            },
            body: file,
            signal: AbortSignal.timeout(30_000),
        });
        if (response.ok) continue;
        const body = (await response.json().catch(() => ({}))) as { errorCode?: string };
        return failureOf(body.errorCode ?? 'UNKNOWN');
    }
    return undefined;
}

/** Removes a photo from the draft. */
export async function removePhoto(client: ShopClient, key: string, photoId: string): Promise<void> {
    await client.request(RemovePhotoMutation, { key, photoId });
}

/** Texts a code to the draft's contact mobile for a guest's submission, behind the captcha. */
export async function requestSubmitCode(
    client: ShopClient,
    key: string,
    form: Record<string, string>,
): Promise<SignInAnswer> {
    if (form.captchaKind === 'local' && form.human !== 'on') {
        return { intent: 'sms-code', ok: false, errors: { human: 'validation.captcha' } };
    }
    const captcha = {
        ticket: String(form.ticket ?? '').slice(0, 2000),
        randstr: String(form.randstr ?? '').slice(0, 200),
    };
    const result = (await client.request(RequestCodeMutation, { key, captcha })).requestServiceRequestCode;
    return codeAnswer(result);
}

type CodeResult =
    | { __typename: 'SmsCodeSent'; retryAfterSeconds: number }
    | { __typename: 'ShopFailure'; errorCode: string; waitSeconds: number | null };

function codeAnswer(result: CodeResult): SignInAnswer {
    if (result.__typename === 'SmsCodeSent') {
        return { intent: 'sms-code', ok: true, errors: {}, retryAfterSeconds: result.retryAfterSeconds };
    }
    return {
        intent: 'sms-code',
        ok: false,
        errors: {},
        code: (isOneOf(SMS_SEND_FAILURES, result.errorCode) ? result.errorCode : 'UNKNOWN') as SignInAnswer['code'],
        retryAfterSeconds: result.waitSeconds ?? 0,
    };
}

/** Submits the draft: the new request's reference and pass, or the refusal. */
export async function submitDraft(
    client: ShopClient,
    key: string,
    form: Record<string, string>,
): Promise<{ reference: string; accessToken: string } | StepAnswer> {
    const privacyConsent = form.privacyConsent === 'on';
    if (!privacyConsent) return { errors: { privacyConsent: 'sendWatch.validation.privacyConsent' } };
    const smsCode =
        String(form.smsCode ?? '')
            .trim()
            .slice(0, 12) || null;
    const result = (await client.request(SubmitMutation, { key, privacyConsent, smsCode })).submitServiceRequest;
    if (result.__typename === 'ServiceRequest')
        return { reference: result.reference, accessToken: result.accessToken ?? '' };
    if (result.field === 'smsCode') return { errors: { smsCode: `sendWatch.errors.${failureOf(result.errorCode)}` } };
    return { errors: {}, failure: failureOf(result.errorCode) };
}

/** The member's requests, newest first. */
export async function loadMyRequests(client: ShopClient) {
    return (await client.request(MyRequestsQuery)).myServiceRequests;
}

/** One request the visitor may see: the member's own, or the one their pass opens. */
export async function loadRequest(client: ShopClient, reference: string, accessToken: string | undefined) {
    const mine = (await client.request(MyRequestQuery, { reference })).myServiceRequest;
    if (mine) return mine;
    if (!accessToken) return undefined;
    const opened = (await client.request(ByAccessQuery, { accessToken })).serviceRequestByAccess;
    return opened?.reference === reference ? opened : undefined;
}

export type ServiceRequestView = NonNullable<Awaited<ReturnType<typeof loadRequest>>>;

/** Texts the look-up code to the request's mobile (the same answer whatever the pair). */
export async function requestTrackCode(client: ShopClient, form: Record<string, string>): Promise<SignInAnswer> {
    if (form.captchaKind === 'local' && form.human !== 'on') {
        return { intent: 'sms-code', ok: false, errors: { human: 'validation.captcha' } };
    }
    const result = (
        await client.request(TrackCodeMutation, {
            reference: String(form.reference ?? '').slice(0, 20),
            mobile: String(form.mobile ?? '').slice(0, 20),
            captcha: {
                ticket: String(form.ticket ?? '').slice(0, 2000),
                randstr: String(form.randstr ?? '').slice(0, 200),
            },
        })
    ).requestServiceTrackCode;
    return codeAnswer(result);
}

/** A guest's look-up: the reference and pass, or the failure. */
export async function trackRequest(client: ShopClient, form: Record<string, string>) {
    const result = (
        await client.request(TrackMutation, {
            reference: String(form.reference ?? '').slice(0, 20),
            mobile: String(form.mobile ?? '').slice(0, 20),
            smsCode: String(form.smsCode ?? '').slice(0, 12),
        })
    ).trackServiceRequest;
    if (result.__typename === 'ServiceRequest')
        return { reference: result.reference, accessToken: result.accessToken ?? '' };
    return { failure: failureOf(result.errorCode) };
}

/** Models of the catalogue whose name or sku the term finds, for step 1. */
export async function searchModels(client: ShopClient, term: string) {
    const q = term.trim().slice(0, 60);
    if (!q) return [];
    return (await client.catalogue(ModelSearchQuery, { term: q })).search.items.map((i) => ({
        sku: i.sku,
        name: i.productVariantName,
    }));
}

export { loadCaptchaChallenge };
export type { CaptchaChallenge };
