import { EntityHydrator, OrderStateTransitionEvent } from '@vendure/core';
import { EmailEventListener, transformOrderLineAssetUrls } from '@vendure/email-plugin';

import { isMailable } from '@maison/shared';

const FAPIAO_LABEL: Record<string, string> = {
    personal: '个人发票 Personal fapiao',
    company: '企业发票 Company fapiao',
};

/** The fapiao the shopper asked for, as the confirmation states it (none: nothing). */
export function fapiaoLine(fields: {
    fapiaoType?: string | null;
    fapiaoTitle?: string | null;
    fapiaoTaxId?: string | null;
}) {
    const label = FAPIAO_LABEL[fields.fapiaoType ?? ''];
    if (!label) return '';
    return fields.fapiaoType === 'company'
        ? `${label}: ${fields.fapiaoTitle ?? ''} (${fields.fapiaoTaxId ?? ''})`
        : label;
}

/**
 * The order confirmation, in Chinese first, once the gateway's notification has settled the
 * payment (the order is placed then, not when the shopper comes back from the gateway).
 */
export const orderConfirmationEmail = new EmailEventListener('order-confirmation')
    .on(OrderStateTransitionEvent)
    .filter(
        (event) =>
            event.toState === 'PaymentSettled' &&
            event.fromState !== 'Modifying' &&
            // A member who joined by mobile number and gave no e-mail gets no mail.
            isMailable(event.order.customer?.emailAddress),
    )
    .loadData(async ({ event, injector }) => {
        await injector.get(EntityHydrator).hydrate(event.ctx, event.order, {
            relations: [
                'lines.featuredAsset',
                'lines.productVariant',
                'shippingLines.shippingMethod',
                'customer',
                'customer.user',
            ],
        });
        transformOrderLineAssetUrls(event.ctx, event.order, injector);
        return {};
    })
    .setRecipient((event) => event.order.customer!.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject('订单确认 Order confirmation {{ order.code }}')
    .setTemplateVars((event) => ({
        order: event.order,
        // A member's order is in their account; a guest's page asks who opens it on another device.
        orderPath: `${event.order.customer?.user ? '/order' : '/order/guest'}/${encodeURIComponent(event.order.code)}`,
        fapiao: fapiaoLine((event.order.customFields ?? {}) as Record<string, string | null>),
    }));
