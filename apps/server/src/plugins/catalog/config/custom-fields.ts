import { CustomFieldConfig } from '@vendure/core';

import { PRODUCT_KINDS } from '@maison/shared';

import { localisedLabel } from '../../../common/localised-label';

/**
 * Product fields the shop needs beyond Vendure's: what the product is (watch, strap, buckle),
 * and for watches the collection and model codes that build the detail URL (spec §2, §3). The
 * buckles a strap is sold with are the strap-bundle plugin's field.
 */
export const productCustomFields: CustomFieldConfig[] = [
    {
        name: 'kind',
        type: 'string',
        defaultValue: 'watch',
        nullable: false,
        options: PRODUCT_KINDS.map((value) => ({ value })),
        label: localisedLabel('商品类型', 'Kind', 'Art'),
        public: true,
    },
    {
        name: 'collectionCode',
        type: 'string',
        nullable: true,
        label: localisedLabel('系列代码', 'Collection code', 'Kollektionscode'),
        public: true,
    },
    {
        name: 'modelCode',
        type: 'string',
        nullable: true,
        label: localisedLabel('型号代码', 'Model code', 'Modellcode'),
        public: true,
    },
];
