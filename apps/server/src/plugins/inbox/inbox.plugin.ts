import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { StoresPlugin } from '../stores';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { InboxAdminResolver, UpdateContactMessageResultResolver } from './api/inbox-admin.resolver';
import {
    ContactMessageStoreResolver,
    InboxShopResolver,
    SendContactMessageResultResolver,
} from './api/inbox-shop.resolver';
import { manageInboxPermission } from './constants';
import { ContactMessage } from './entities/contact-message.entity';
import { ContactMessagesService } from './services/contact-messages.service';

/**
 * The one staff inbox of the shop's contact forms (issue 31): a visitor writes to a boutique
 * from `/store/services/contact` (the watch service's forms will write here too); the boutique
 * is mailed (or the shop's inbox address, SHOP_INBOX_EMAIL, see config/email.ts), the sender acknowledged; staff with ManageInbox read and mark the messages in the
 * dashboard (Inbox). Listed after the stores plugin, whose boutiques the messages name.
 */
@VendurePlugin({
    imports: [PluginCommonModule, StoresPlugin],
    entities: [ContactMessage],
    providers: [ContactMessagesService],
    exports: [ContactMessagesService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [InboxShopResolver, ContactMessageStoreResolver, SendContactMessageResultResolver],
    },
    adminApiExtensions: {
        schema: adminApiExtensions,
        resolvers: [InboxAdminResolver, ContactMessageStoreResolver, UpdateContactMessageResultResolver],
    },
    configuration: (config) => {
        config.authOptions.customPermissions.push(manageInboxPermission);
        return config;
    },
    dashboard: './dashboard/index.tsx',
    compatibility: '^3.0.0',
})
export class InboxPlugin {}
