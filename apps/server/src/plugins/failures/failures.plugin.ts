import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { failureApiExtensions } from './api/api-extensions';

/**
 * The shop's one failure contract on both GraphQL APIs (docs/decisions/001-one-failure-contract.md):
 * its codes in `ErrorCode` and the `ShopFailure` result that carries them. Listed before every
 * plugin whose results name ShopFailure, as Vendure extends the schema plugin by plugin.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    shopApiExtensions: { schema: failureApiExtensions },
    adminApiExtensions: { schema: failureApiExtensions },
    compatibility: '^3.0.0',
})
export class FailuresPlugin {}
