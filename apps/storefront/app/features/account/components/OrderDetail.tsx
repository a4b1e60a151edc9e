import { formatMoney } from '@maison/shared';
import type { ReactNode } from 'react';

import type { CheckoutOrder } from '~/features/checkout/checkout.server';
import { LinePrice } from '~/features/bag/components/LinePrice';
import { OrderTotals } from '~/features/bag/components/OrderTotals';
import { imageUrl } from '~/lib/image-url';
import { useTranslation } from '~/lib/use-translation';

/**
 * A placed order's pieces, totals, delivery address and fapiao, as its member's page and a
 * guest's order page show them; `children` follow the delivery (the member's tracking link).
 */
export function OrderDetail({ order, children }: { order: CheckoutOrder; children?: ReactNode }) {
    const { t, i18n } = useTranslation();
    const money = (fen: number) => formatMoney(fen, order.currencyCode, i18n.language);
    const address = order.shippingAddress;
    const fapiao = order.customFields?.fapiaoType;
    return (
        <div className="order-detail">
            <section aria-labelledby="order-lines">
                <h2 id="order-lines">{t('account.ordersPage.items')}</h2>
                <ul className="order-lines">
                    {order.lines.map((line) => (
                        <li key={line.id}>
                            {line.featuredAsset && (
                                <img
                                    src={imageUrl(line.featuredAsset.preview, 'thumb')}
                                    alt=""
                                    width={80}
                                    height={80}
                                    loading="lazy"
                                />
                            )}
                            <span>
                                {line.productVariant.name}
                                {line.customFields?.buckle && ` + ${line.customFields.buckle.name}`}
                                <br />
                                <small>
                                    {line.productVariant.sku} × {line.quantity}
                                </small>
                            </span>
                            <LinePrice line={line} money={money} />
                        </li>
                    ))}
                </ul>
                <OrderTotals order={order} />
            </section>
            <section aria-labelledby="order-delivery">
                <h2 id="order-delivery">{t('account.ordersPage.delivery')}</h2>
                {address ? (
                    <p>
                        {address.fullName} {address.phoneNumber}
                        <br />
                        {address.province} {address.city} {address.streetLine2} {address.streetLine1}
                        <br />
                        {address.postalCode}
                    </p>
                ) : (
                    <p>{t('account.profilePage.none')}</p>
                )}
                {fapiao && fapiao !== 'none' && (
                    <>
                        <h2>{t('account.ordersPage.fapiao')}</h2>
                        <p>
                            {t(`checkout.fapiao.${fapiao}`)}
                            {order.customFields?.fapiaoTitle && ` · ${order.customFields.fapiaoTitle}`}
                        </p>
                    </>
                )}
                {children}
            </section>
        </div>
    );
}
