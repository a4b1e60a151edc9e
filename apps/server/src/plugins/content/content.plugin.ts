import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';

/**
 * Content the brand's staff write (issue 32): pages, news, press releases, media, legal texts
 * and campaigns in zh, en and de, each save kept as a revision.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [] },
    adminApiExtensions: { schema: adminApiExtensions, resolvers: [] },
    compatibility: '^3.0.0',
    dashboard: './dashboard/index.tsx',
})
export class ContentPlugin {}
