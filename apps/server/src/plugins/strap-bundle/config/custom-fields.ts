import { CustomFieldConfig, ID, Product, ProductVariant } from '@vendure/core';

import { localisedLabel } from '../../../common/localised-label';

declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomOrderLineFields {
        buckle?: ProductVariant | null;
    }
}

/** Which buckles a strap is sold with: chosen by staff on the strap's product. */
export const productCustomFields: CustomFieldConfig[] = [
    {
        name: 'buckles',
        type: 'relation',
        entity: Product,
        list: true,
        eager: false,
        label: localisedLabel('可选表扣', 'Matching buckles', 'Passende Schließen'),
        description: localisedLabel(
            '可与此表带一起购买的表扣',
            'Buckles sold with this strap',
            'Schließen zu diesem Armband',
        ),
        public: true,
    },
];

/**
 * A strap is sold as a bundle with an optional buckle (spec §1): the buckle rides on the
 * strap's order line, so the two are priced, allocated and released together.
 */
export const orderLineCustomFields: CustomFieldConfig[] = [
    {
        name: 'buckle',
        type: 'relation',
        entity: ProductVariant,
        // The price strategy receives relation fields only when they are eager.
        eager: true,
        nullable: true,
        public: true,
        label: localisedLabel('表扣', 'Buckle', 'Schließe'),
    },
];

/** The buckle id an add or adjust names, however the API handed it over. */
export function buckleIdOf(customFields: unknown): ID | undefined {
    if (!customFields || typeof customFields !== 'object') return undefined;
    const fields = customFields as { buckleId?: ID | null; buckle?: { id?: ID } | ID | null };
    if (fields.buckleId != null) return fields.buckleId;
    const buckle = fields.buckle;
    if (buckle == null) return undefined;
    return typeof buckle === 'object' ? buckle.id : buckle;
}
