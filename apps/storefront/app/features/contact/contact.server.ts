import { CONTACT_FAILURES, type ContactKind, contactMessageSchema, isOneOf, type Locale } from '@maison/shared';

import { fieldErrors } from '~/lib/field-errors';
import { graphql } from '~/lib/graphql';
import { pageTitle, serverT } from '~/lib/messages.server';
import type { ShopClient } from '~/lib/shop-client.server';

const BoutiquesQuery = graphql(`
    query ContactBoutiques {
        stores(filter: { type: boutique }) {
            slug
            name
            cityName
        }
    }
`);

const SendContactMessageMutation = graphql(`
    mutation SendContactMessage($input: SendContactMessageInput!) {
        sendContactMessage(input: $input) {
            __typename
            ... on ContactMessage {
                id
            }
            ... on ShopFailure {
                errorCode
                field
            }
        }
    }
`);

/** The fields of the form, as the visitor typed them: given back with the errors, so nothing is lost. */
export const CONTACT_FIELDS = ['storeSlug', 'subject', 'body', 'name', 'mobile', 'email'] as const;
export type ContactValues = Partial<Record<(typeof CONTACT_FIELDS)[number] | 'privacyConsent', string>>;

export interface ContactPageData {
    title: string;
    metaTitle: string;
    description: string;
    boutiques: Array<{ slug: string; name: string; cityName: string }>;
    /** The boutique `?store=` names, when it is one of them. */
    preselected: string;
}

/** `/store/services/contact`: the boutiques to write to, one chosen beforehand by `?store=<slug>`. */
export async function loadContactPage(client: ShopClient, locale: Locale, url: URL): Promise<ContactPageData> {
    const { stores } = await client.request(BoutiquesQuery);
    const asked = url.searchParams.get('store') ?? '';
    const t = serverT(locale);
    const title = t('pages.storeServicesContact');
    return {
        title,
        metaTitle: pageTitle(locale, title),
        description: t('contact.meta'),
        boutiques: stores.map((s) => ({ slug: s.slug, name: s.name, cityName: s.cityName })),
        preselected: stores.some((s) => s.slug === asked) ? asked : '',
    };
}

export type ContactAnswer =
    { ok: true } | { ok: false; errors: Record<string, string>; values: ContactValues; code?: string };

/** The values to show again: what was posted, bounded as the form bounds them. */
function keptValues(form: Record<string, string>): ContactValues {
    const values: ContactValues = {};
    for (const name of CONTACT_FIELDS) if (form[name]) values[name] = form[name].slice(0, 2000);
    if (form.privacyConsent === 'on') values.privacyConsent = 'on';
    return values;
}

/**
 * Sends the posted form to the chosen boutique (or, a service question, to the shop's inbox), checked first by the shared schema; a refusal
 * comes back as the field it names (INVALID_CONTACT_INPUT, STORE_NOT_FOUND) or the whole form's
 * code (DAILY_LIMIT), each an i18n key under `contact`.
 */
export async function sendContact(
    client: ShopClient,
    form: Record<string, string>,
    kind: ContactKind = 'storeContact',
): Promise<ContactAnswer> {
    const input = {
        kind,
        // A service question goes to the shop's inbox, whatever boutique a tampered form names.
        storeSlug: kind === 'storeContact' ? (form.storeSlug ?? '') : '',
        name: form.name ?? '',
        mobile: form.mobile ?? '',
        email: form.email ?? '',
        subject: form.subject ?? '',
        body: form.body ?? '',
        privacyConsent: form.privacyConsent === 'on',
    };
    const values = keptValues(form);
    const parsed = contactMessageSchema.safeParse(input);
    if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error), values };
    const { sendContactMessage: result } = await client.request(SendContactMessageMutation, {
        input: { ...parsed.data, privacyConsent: true },
    });
    if (result.__typename === 'ContactMessage') return { ok: true };
    const code = isOneOf(CONTACT_FAILURES, result.errorCode) ? result.errorCode : 'UNKNOWN';
    // The server's own check of a field names it: shown at the field, in the form's words.
    const field = result.field ?? '';
    if (code !== 'DAILY_LIMIT' && (CONTACT_FIELDS as readonly string[]).concat('privacyConsent').includes(field)) {
        return { ok: false, errors: { [field]: `contact.errors.${code}` }, values, code };
    }
    return { ok: false, errors: {}, values, code };
}
