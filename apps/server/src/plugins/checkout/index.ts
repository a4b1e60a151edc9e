export { CheckoutPlugin } from './checkout.plugin';
export { StockHoldService } from './services/stock-hold.service';
