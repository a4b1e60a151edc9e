import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Collection, Ctx, LocaleStringHydrator, Product, RequestContext } from '@vendure/core';

import { sanitizeStaffHtml, staffHtmlText } from '../../../common/staff-html';

/*
 * What the Shop API tells of a description staff wrote in the dashboard's rich-text editor: the
 * HTML made safe to show (common/staff-html.ts), in place of Vendure's own resolver of the same
 * field, and its plain text. The Admin API keeps the HTML as written, for staff to edit.
 */

@Resolver('Product')
export class ProductDescriptionResolver {
    constructor(private localeStringHydrator: LocaleStringHydrator) {}

    @ResolveField()
    async description(@Ctx() ctx: RequestContext, @Parent() product: Product): Promise<string> {
        return sanitizeStaffHtml(await this.localeStringHydrator.hydrateLocaleStringField(ctx, product, 'description'));
    }

    @ResolveField()
    async descriptionText(@Ctx() ctx: RequestContext, @Parent() product: Product): Promise<string> {
        return staffHtmlText(await this.localeStringHydrator.hydrateLocaleStringField(ctx, product, 'description'));
    }
}

@Resolver('Collection')
export class CollectionDescriptionResolver {
    constructor(private localeStringHydrator: LocaleStringHydrator) {}

    @ResolveField()
    async description(@Ctx() ctx: RequestContext, @Parent() collection: Collection): Promise<string> {
        return sanitizeStaffHtml(
            await this.localeStringHydrator.hydrateLocaleStringField(ctx, collection, 'description'),
        );
    }

    @ResolveField()
    async descriptionText(@Ctx() ctx: RequestContext, @Parent() collection: Collection): Promise<string> {
        return staffHtmlText(await this.localeStringHydrator.hydrateLocaleStringField(ctx, collection, 'description'));
    }
}

/** A search hit carries its product's description as the index copied it: made safe the same way. */
@Resolver('SearchResult')
export class SearchResultDescriptionResolver {
    @ResolveField()
    description(@Parent() result: { description: string }): string {
        return sanitizeStaffHtml(result.description);
    }
}
