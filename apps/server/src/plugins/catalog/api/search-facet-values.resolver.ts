import { ModuleRef } from '@nestjs/core';
import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, FacetValue, Injector, RequestContext } from '@vendure/core';
import { FulltextSearchService } from '@vendure/core/dist/plugin/default-search-plugin/fulltext-search.service';

import { CatalogueSearchStrategy } from '../search/catalogue-search-strategy';
import type { CatalogueSearchInput } from '../search/search-input';

/**
 * The Shop API's `SearchResponse.facetValues`, in place of Vendure's own resolver of the same
 * field: with the shop's search strategy, the facet values come from its per-version cache.
 * As in Vendure's, the values of private facets are left out.
 */
@Resolver('SearchResponse')
export class SearchFacetValuesResolver {
    private fulltext: FulltextSearchService | undefined;

    constructor(private moduleRef: ModuleRef) {}

    @ResolveField()
    async facetValues(
        @Ctx() ctx: RequestContext,
        @Parent() parent: { input: CatalogueSearchInput },
    ): Promise<Array<{ facetValue: FacetValue; count: number }>> {
        const fulltext = this.fulltext ?? new Injector(this.moduleRef).get<FulltextSearchService>(FulltextSearchService);
        this.fulltext = fulltext;
        const strategy = fulltext.searchStrategy;
        const values =
            strategy instanceof CatalogueSearchStrategy
                ? await strategy.facetValues(ctx, parent.input, true)
                : await fulltext.facetValues(ctx, parent.input, true);
        return values.filter((v) => !v.facetValue.facet.isPrivate);
    }
}
