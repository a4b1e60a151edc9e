import { isMailable } from '@maison/shared';
import { EmailEventListener } from '@vendure/email-plugin';

import type { ContactMessage } from '../entities/contact-message.entity';
import { ContactMessageEvent } from '../events/contact-message-event';

/** What the letters say of a message: never staff's note or the member's id. */
function messageVars(message: ContactMessage) {
    return {
        id: String(message.id),
        kind: message.kind,
        name: message.name,
        mobile: message.mobile,
        email: message.email,
        subject: message.subject,
        body: message.body,
        languageCode: message.languageCode,
    };
}

/** The boutique's name as the event carries it (the send service puts the store on the message). */
function storeName(message: ContactMessage): string {
    const name = (message.store as { name?: unknown } | null)?.name;
    return typeof name === 'string' ? name : '';
}

/** Where staff hear of a message: the boutique's own address, else the shop's inbox address, else nobody. */
export function staffRecipient(message: ContactMessage, shopInboxEmail: string | undefined): string | undefined {
    const own = message.store?.email;
    if (isMailable(own)) return own;
    return isMailable(shopInboxEmail) ? shopInboxEmail : undefined;
}

/**
 * The mails of a new message, sent by the job queue: to the chosen boutique's address (or the
 * shop's inbox address, SHOP_INBOX_EMAIL, when it has none or no boutique was chosen), and an
 * acknowledgement to the sender when they gave an e-mail address.
 */
export function contactEmails(options: { shopInboxEmail?: string }) {
    const staff = new EmailEventListener('contact-staff')
        .on(ContactMessageEvent)
        .filter(
            (event) => event.kind === 'received' && staffRecipient(event.message, options.shopInboxEmail) !== undefined,
        )
        .setRecipient((event) => staffRecipient(event.message, options.shopInboxEmail)!)
        .setFrom('{{ fromAddress }}')
        .setSubject('新留言 New message: {{ message.subject }}')
        .setTemplateVars((event) => ({ message: messageVars(event.message), storeName: storeName(event.message) }));

    const sender = new EmailEventListener('contact-received')
        .on(ContactMessageEvent)
        .filter((event) => event.kind === 'received' && isMailable(event.message.email))
        .setRecipient((event) => event.message.email)
        .setFrom('{{ fromAddress }}')
        .setSubject('我们已收到您的留言 We have your message: {{ message.subject }}')
        .setTemplateVars((event) => ({ message: messageVars(event.message), storeName: storeName(event.message) }));

    return [staff, sender];
}
