export { AfterSalesPlugin } from './after-sales.plugin';
export { AfterSalesRequest } from './entities/after-sales-request.entity';
export {
    AfterSalesService,
    type CancelInput,
    type ReturnInput,
    type SendBackInput,
} from './services/after-sales.service';
export { TrackingService } from './services/tracking.service';
export type { Parcel, TrackingEvent } from './tracking/shipment-tracker';
