/**
 * The regions of a mainland China address (packages/shared/src/regions.ts, one copy for the
 * storefront and the REST face), read on the server only: the form asks for one level's
 * children at a time.
 */
export { childrenOf, codesOf, provinceList, type Region, regionNames } from '@maison/shared/regions';
