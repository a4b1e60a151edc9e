import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import gql from 'graphql-tag';

import { searchApiExtensions, shopApiExtensions } from './api/api-extensions';
import { CatalogShopResolver } from './api/catalog-shop.resolver';
import {
    CollectionDescriptionResolver,
    ProductDescriptionResolver,
    SearchResultDescriptionResolver,
} from './api/description.resolver';
import { SearchFacetValuesResolver } from './api/search-facet-values.resolver';
import { productCustomFields } from './config/custom-fields';
import { productKindCollectionFilter } from './config/product-kind-filter';
import { CatalogueSearchText } from './entities/catalogue-search-text.entity';
import { SearchTextRegistration } from './search/search-text.subscriber';
import { CatalogService } from './services/catalog.service';

/**
 * The shop's catalogue beyond Vendure's core: product kinds (watch, strap, buckle) and the
 * collection filter that selects by kind, the collection and model codes of watches, look-up
 * by sku for the detail pages, the search strategy (search/) with its input fields, and the
 * descriptions staff write, made safe to show in the Shop API (api/description.resolver.ts).
 * Straps sold as bundles with a buckle are the strap-bundle plugin's.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [CatalogService, SearchTextRegistration],
    entities: [CatalogueSearchText],
    exports: [CatalogService],
    shopApiExtensions: {
        schema: gql`
            ${searchApiExtensions}
            ${shopApiExtensions}
        `,
        resolvers: [
            CatalogShopResolver,
            SearchFacetValuesResolver,
            ProductDescriptionResolver,
            CollectionDescriptionResolver,
            SearchResultDescriptionResolver,
        ],
    },
    adminApiExtensions: { schema: searchApiExtensions },
    configuration: (config) => {
        config.customFields.Product.push(...productCustomFields);
        config.catalogOptions.collectionFilters.push(productKindCollectionFilter);
        return config;
    },
    compatibility: '^3.0.0',
})
export class CatalogPlugin {}
