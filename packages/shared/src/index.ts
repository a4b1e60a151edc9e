export * from './constants.js';
export * from './catalogue.js';
export * from './flags.js';
export * from './listing-query.js';
export * from './money.js';
export * from './validation.js';
export * from './trust-proxy.js';
export * from './prng.js';
