import {
    AssetChannelEvent,
    AssetEvent,
    ChangeChannelEvent,
    ChannelEvent,
    CollectionEvent,
    CollectionModificationEvent,
    FacetEvent,
    FacetValueEvent,
    GlobalSettingsEvent,
    ProductChannelEvent,
    ProductEvent,
    ProductOptionEvent,
    ProductOptionGroupChangeEvent,
    ProductOptionGroupEvent,
    ProductVariantChannelEvent,
    ProductVariantEvent,
    ProductVariantPriceEvent,
    StockLocationEvent,
    StockMovementEvent,
    TaxCategoryEvent,
    TaxRateEvent,
    TaxRateModificationEvent,
    type Type,
    type VendureEvent,
    ZoneEvent,
    ZoneMembersEvent,
} from '@vendure/core';

// The events' own modules, not the plugins' indexes: those plugins read the catalogue version or
// import plugins that do, and a plugin's index loaded from here would meet itself half-loaded.
import { ContentChangeEvent } from '../content/events/content-change-event';
import { ProductReviewEvent } from '../reviews/events/product-review.event';
import { StoreChangeEvent } from '../stores/events/store-change-event';
import { ServiceCentreChangeEvent } from '../watch-service/events/service-centre-change-event';

export const loggerCtx = 'CatalogueCachePlugin';

/** Where the storefront asks for the current version; on the backend's own port only. */
export const DEFAULT_VERSION_ROUTE = '/catalogue-version';

/** The Redis key shared by every server instance and the worker. */
export const DEFAULT_REDIS_KEY = 'maison:catalogue-version';

/** A failed bump in Redis is retried at this pace until it succeeds; meanwhile nothing is cached. */
export const BUMP_RETRY_MS = { first: 100, max: 5_000 };

/**
 * Every event after which a catalogue page may read differently: products and variants, their
 * prices and stock (a sale allocates stock), channels, collections and their contents, facets,
 * pictures, options, and what decides a price with tax or "in stock" (tax rates, categories and
 * zones, the out-of-stock threshold in the global settings), and reviews (the approved ones and
 * a product's rating show on its page and its cards), and the stores, their in-store services
 * and closed days (the store pages are cached under the same version), and what staff publish,
 * take back, archive or delete of the content (its pages are cached so too), and the service
 * centres and user manuals (the service pages are cached so too). Orders, customers,
 * promotions and appointments change no cached page.
 */
export const CATALOGUE_EVENTS: ReadonlyArray<Type<VendureEvent>> = [
    ProductEvent,
    ProductVariantEvent,
    ProductVariantPriceEvent,
    ProductChannelEvent,
    ProductVariantChannelEvent,
    ProductOptionEvent,
    ProductOptionGroupEvent,
    ProductOptionGroupChangeEvent,
    StockMovementEvent,
    StockLocationEvent,
    CollectionEvent,
    CollectionModificationEvent,
    FacetEvent,
    FacetValueEvent,
    AssetEvent,
    AssetChannelEvent,
    ChangeChannelEvent,
    ChannelEvent,
    TaxRateEvent,
    TaxRateModificationEvent,
    TaxCategoryEvent,
    ZoneEvent,
    ZoneMembersEvent,
    GlobalSettingsEvent,
    ProductReviewEvent,
    StoreChangeEvent,
    ContentChangeEvent,
    ServiceCentreChangeEvent,
];

/** Injection token of the CatalogueVersion the plugin's configuration made. */
export const CATALOGUE_VERSION = Symbol('CATALOGUE_VERSION');
