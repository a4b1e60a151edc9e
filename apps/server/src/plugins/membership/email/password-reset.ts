import { PasswordResetEvent } from '@vendure/core';
import { EmailEventListener } from '@vendure/email-plugin';

import { isMailable } from '@maison/shared';

/**
 * The forgotten-password e-mail: a link to the shop's /ResetPassword page with the one-time
 * token Vendure issued. Nothing is sent for an address without an account (Vendure raises no
 * event then), and the storefront answers the same either way.
 */
export const passwordResetEmail = new EmailEventListener('password-reset')
    .on(PasswordResetEvent)
    .filter((event) => isMailable(event.user.identifier))
    .setRecipient((event) => event.user.identifier)
    .setFrom('{{ fromAddress }}')
    .setSubject('重置密码 Reset your password')
    .setTemplateVars((event) => ({
        passwordResetToken: event.user.getNativeAuthenticationMethod().passwordResetToken,
    }));
