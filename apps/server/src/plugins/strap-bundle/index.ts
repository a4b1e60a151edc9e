export { StrapBundlePlugin } from './strap-bundle.plugin';
export { BuckleChoiceService, type BuckleChoice, type StrapBundleOffer } from './services/buckle-choice.service';
export { BuckleStockService } from './services/buckle-stock.service';
export type { LineDemand, VariantUnits } from './services/line-demand';
