export { SecurityPlugin } from './security.plugin';
export type { SecurityPluginOptions, QueryLimits } from './types';
export { LoginThrottle } from './login-throttle/login-throttle';
export { RateLimiters } from './rate-limit/rate-limiters';
