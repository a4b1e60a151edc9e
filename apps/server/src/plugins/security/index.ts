export { SecurityPlugin } from './security.plugin';
export type { SecurityPluginOptions, QueryLimits } from './types';
export { LoginThrottle } from './login-throttle/login-throttle';
export { clientKey } from './login-throttle/client-key';
export { RateLimiters, type LimiterOptions } from './rate-limit/rate-limiters';
