export { StrapBundlePlugin } from './strap-bundle.plugin';
export { BuckleStockService } from './services/buckle-stock.service';
export type { LineDemand, VariantUnits } from './services/line-demand';
