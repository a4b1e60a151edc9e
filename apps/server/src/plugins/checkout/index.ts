export { CheckoutPlugin } from './checkout.plugin';
export { StockHoldService } from './services/stock-hold.service';
export { holdStartedAt } from './services/hold-start';
