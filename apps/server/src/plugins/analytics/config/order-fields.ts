import type { CustomFieldConfig } from '@vendure/core';

import { localisedLabel } from '../../../common/localised-label';

declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomOrderFields {
        analyticsVisitor?: string | null;
    }
}

/**
 * The analytics id of the visitor who placed the order, set only with their consent (by the
 * Shop API's setOrderAnalyticsVisitor): it links the purchase to the funnel's earlier steps.
 * Not writable through the order's own fields, and not shown to shoppers.
 */
export const analyticsOrderFields: CustomFieldConfig[] = [
    {
        name: 'analyticsVisitor',
        type: 'string',
        nullable: true,
        length: 64,
        public: false,
        readonly: true,
        label: localisedLabel('分析访客标识', 'Analytics visitor id', 'Analytics-Besucherkennung'),
    },
];
