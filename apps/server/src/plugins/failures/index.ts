export { FailuresPlugin } from './failures.plugin';
export { ShopFailure, ShopFailureError, resolveResultType, withFailureResult } from './shop-failure';
