import type { ContactMessageEventKind } from '@maison/shared';
import { RequestContext, VendureEvent } from '@vendure/core';

import type { ContactMessage } from '../entities/contact-message.entity';

/**
 * Published after a message is received, or staff answer, close or note it, once its
 * transaction is committed: the mails to the boutique (or the shop's inbox) and to the sender
 * listen to `received`.
 */
export class ContactMessageEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public message: ContactMessage,
        public kind: ContactMessageEventKind,
    ) {
        super();
    }
}
