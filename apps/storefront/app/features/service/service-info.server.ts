import { FAQ_QUERY_MAX_LENGTH, type Locale, normaliseModelQuery, SERVICE_MODEL_QUERY_MAX_LENGTH } from '@maison/shared';

import { fixedPage } from '~/features/content/content-page.server';
import { type ContentEntryView, findEntry } from '~/features/content/content.server';
import { graphql } from '~/lib/graphql';
import { notFound } from '~/lib/not-found';
import type { ShopClient } from '~/lib/shop-client.server';

const PricesQuery = graphql(`
    query ServicePriceTable {
        servicePrices {
            id
            movement
            movementName
            complication
            complicationName
            operation
            priceFen
        }
    }
`);

const ForModelQuery = graphql(`
    query ServicePricesForModel($model: String!) {
        servicePricesForModel(model: $model) {
            __typename
            ... on ServicePricesForModel {
                query
                model {
                    sku
                    name
                    slug
                    movement {
                        code
                        name
                    }
                    complications {
                        code
                        name
                    }
                }
                prices {
                    operation
                    priceFen
                    complication
                    complicationName
                }
                candidates {
                    sku
                    name
                }
            }
            ... on ShopFailure {
                errorCode
            }
        }
    }
`);

const FaqQuery = graphql(`
    query ServiceFaq($q: String) {
        serviceFaq(q: $q) {
            __typename
            ... on ServiceFaq {
                query
                totalMatches
                topics {
                    topic
                    entries {
                        id
                        question
                        answer
                    }
                }
            }
            ... on ShopFailure {
                errorCode
            }
        }
    }
`);

/** A service page's frame: its title, and the CMS's prose for it when staff have written it. */
export interface ServiceProse {
    path: string;
    title: string;
    metaTitle: string;
    description: string;
    entry: ContentEntryView | null;
    related: Array<{ href: string; title: string }>;
}

/**
 * The fixed page at `path` with the CMS page entry at the same path, if any: the prose is the
 * content plugin's, the data beside it ours. A missing entry leaves the title alone.
 */
export async function loadServiceProse(
    client: ShopClient,
    request: Request,
    locale: Locale,
    path: string,
): Promise<ServiceProse> {
    const page = fixedPage(path, locale);
    if (!page) throw notFound();
    const entry = (await findEntry(client, request, 'page', path)) ?? null;
    return {
        path,
        title: entry?.title || page.title,
        metaTitle: entry ? entry.seoTitle || page.metaTitle : page.metaTitle,
        description: entry ? entry.seoDescription || entry.summary : '',
        entry,
        related: page.related,
    };
}

export type ServicePriceRowView = Awaited<ReturnType<typeof loadAllPrices>>[number];

/** The whole price table, in the visitor's language. */
export async function loadAllPrices(client: ShopClient) {
    return (await client.request(PricesQuery)).servicePrices;
}

export interface ModelPrices {
    /** The text as typed, bounded, for the form to show again. */
    query: string;
    result:
        | { kind: 'none' }
        | { kind: 'refused'; code: string }
        | { kind: 'candidates'; candidates: Array<{ sku: string; name: string }> }
        | {
              kind: 'model';
              model: { sku: string; name: string; slug: string; movementName: string | null; complications: string[] };
              prices: Array<{ operation: string; priceFen: number; complicationName: string | null }>;
          };
}

/** The prices for the watch `?model=` names, or the watches it may mean; nothing asked when it is empty. */
export async function loadModelPrices(client: ShopClient, url: URL): Promise<ModelPrices> {
    const typed = (url.searchParams.get('model') ?? '').slice(0, SERVICE_MODEL_QUERY_MAX_LENGTH);
    const query = normaliseModelQuery(typed);
    if (!query) return { query: typed, result: { kind: 'none' } };
    const answer = (await client.request(ForModelQuery, { model: query })).servicePricesForModel;
    if (answer.__typename === 'ShopFailure') return { query, result: { kind: 'refused', code: answer.errorCode } };
    if (!answer.model) return { query, result: { kind: 'candidates', candidates: answer.candidates } };
    return {
        query,
        result: {
            kind: 'model',
            model: {
                sku: answer.model.sku,
                name: answer.model.name,
                slug: answer.model.slug,
                movementName: answer.model.movement?.name ?? null,
                complications: answer.model.complications.map((c) => c.name),
            },
            prices: answer.prices.map((p) => ({
                operation: p.operation,
                priceFen: p.priceFen,
                complicationName: p.complicationName ?? null,
            })),
        },
    };
}

export interface FaqView {
    /** The search as typed, bounded, for the form to show again; empty when none. */
    query: string;
    searched: boolean;
    refused: boolean;
    totalMatches: number;
    topics: Array<{ topic: string; entries: Array<{ id: string; question: string; answer: string }> }>;
}

/** The FAQ, searched on the server by `?q=` when given. */
export async function loadFaq(client: ShopClient, url: URL): Promise<FaqView> {
    const query = (url.searchParams.get('q') ?? '').trim().slice(0, FAQ_QUERY_MAX_LENGTH);
    const answer = (await client.request(FaqQuery, { q: query || null })).serviceFaq;
    if (answer.__typename === 'ShopFailure') {
        return { query, searched: true, refused: true, totalMatches: 0, topics: [] };
    }
    return {
        query,
        searched: answer.query !== null && answer.query !== undefined,
        refused: false,
        totalMatches: answer.totalMatches,
        topics: answer.topics,
    };
}
