export { PaymentPlugin } from './payment.plugin';
export { PaymentGatewaysService } from './services/payment-gateways.service';
export { OrderRefundsService } from './services/order-refunds.service';
export { PaymentNotificationService } from './services/payment-notification.service';
export type { PaymentPluginOptions } from './types';
