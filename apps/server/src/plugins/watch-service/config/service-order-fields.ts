import { CustomFieldConfig } from '@vendure/core';

import { localisedLabel } from '../../../common/localised-label';

/**
 * The service request an order pays the estimate of: set by the server when it opens the order,
 * read by staff and by the owner's order list; empty for a checkout's order. Its type is
 * declared with the payments service that writes it.
 */
export const serviceRequestReferenceField: CustomFieldConfig = {
    name: 'serviceRequestReference',
    type: 'string',
    nullable: true,
    readonly: true,
    public: true,
    length: 12,
    label: localisedLabel('送修编号', 'Service request', 'Serviceauftrag'),
};
