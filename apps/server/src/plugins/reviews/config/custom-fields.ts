import { CustomFieldConfig } from '@vendure/core';

import { localisedLabel } from '../../../common/localised-label';

declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomProductFields {
        reviewRating?: number | null;
        reviewCount?: number;
    }
}

/**
 * The approved reviews of a product in two numbers, kept on the product so that its page and
 * the search cards show them without another query. Only ProductReviewService writes them,
 * whenever a review is approved, rejected or deleted; staff and the APIs only read them.
 */
export const productReviewCustomFields: CustomFieldConfig[] = [
    {
        name: 'reviewRating',
        type: 'float',
        nullable: true,
        readonly: true,
        public: true,
        label: localisedLabel('评分', 'Rating', 'Bewertung'),
        description: localisedLabel(
            '已审核评价的平均星级（保留一位小数）',
            'Average stars of the approved reviews, to one decimal',
            'Durchschnittliche Sterne der freigegebenen Bewertungen, auf eine Stelle',
        ),
    },
    {
        name: 'reviewCount',
        type: 'int',
        nullable: false,
        defaultValue: 0,
        readonly: true,
        public: true,
        label: localisedLabel('评价数', 'Reviews', 'Bewertungen'),
        description: localisedLabel(
            '已审核评价的数量',
            'Number of approved reviews',
            'Anzahl freigegebener Bewertungen',
        ),
    },
];
