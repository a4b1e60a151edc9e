export { InboxPlugin } from './inbox.plugin';
export { manageInboxPermission } from './constants';
export { ContactMessage } from './entities/contact-message.entity';
export { ContactMessageEvent } from './events/contact-message-event';
export { ContactMessagesService } from './services/contact-messages.service';
export { contactEmails } from './email/contact-emails';
