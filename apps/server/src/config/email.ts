import { EmailPlugin, FileBasedTemplateLoader, type EmailTransportOptions } from '@vendure/email-plugin';

import { orderConfirmationEmail } from '../plugins/checkout/email/order-confirmation';
import { contactEmails } from '../plugins/inbox/email/contact-emails';
import { passwordResetEmail } from '../plugins/membership/email/password-reset';
import { appointmentEmails } from '../plugins/stores/email/appointment-emails';
import { serviceRequestEmails } from '../plugins/watch-service/email/service-request-emails';
import type { ServerEnv } from './environment';
import { OncePerJobEmailSender } from './once-per-job-email-sender';
import { ShopEmailGenerator } from './shop-email-generator';

/** Mail goes out over SMTP when SMTP_URL is set; otherwise into a file outbox under var/. */
function transport(e: ServerEnv): EmailTransportOptions {
    if (!e.SMTP_URL) return { type: 'file', outputPath: e.MAIL_OUTBOX_DIR, raw: false };
    const url = new URL(e.SMTP_URL);
    return {
        type: 'smtp',
        host: url.hostname,
        port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
        secure: url.protocol === 'smtps:',
        auth: url.username
            ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
            : undefined,
    };
}

/** The shop's mail: the order confirmation, the password reset link and a new appointment's mails, a contact form's message to staff and its acknowledgement, sent by the job queue (the worker, in production). */
export function emailPlugin(e: ServerEnv) {
    return EmailPlugin.init({
        handlers: [
            orderConfirmationEmail,
            passwordResetEmail,
            ...appointmentEmails({ publicUrl: e.PUBLIC_URL, brandName: e.BRAND_NAME }),
            ...contactEmails({ shopInboxEmail: e.SHOP_INBOX_EMAIL }),
            ...serviceRequestEmails({ publicUrl: e.PUBLIC_URL }),
        ],
        templateLoader: new FileBasedTemplateLoader(e.EMAIL_TEMPLATE_DIR),
        emailGenerator: new ShopEmailGenerator(),
        transport: transport(e),
        emailSender: new OncePerJobEmailSender(),
        globalTemplateVars: {
            fromAddress: e.MAIL_FROM,
            brandName: e.BRAND_NAME.toUpperCase(),
            shopUrl: e.PUBLIC_URL,
            hotline: e.HOTLINE,
        },
    });
}
