export { CheckoutPlugin } from './checkout.plugin';
export { StockHoldService } from './services/stock-hold.service';
export { holdStartedAt } from './services/hold-start';
export {
    type BuyNowInput,
    type CheckoutInput,
    cheapestShipping,
    CheckoutRefusal,
    type Delivery,
    MemberCheckoutService,
} from './services/member-checkout.service';
