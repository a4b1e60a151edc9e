import type { Parcel, ShipmentTracker, TrackingEvent } from './shipment-tracker';

/**
 * The events the shop itself recorded: collected when staff created the fulfilment, in transit
 * once they marked it shipped, delivered once they marked it delivered. What a shop without a
 * tracking account can honestly say, and what tests read.
 */
export class LocalShipmentTracker implements ShipmentTracker {
    track(parcel: Parcel): Promise<TrackingEvent[]> {
        const events: TrackingEvent[] = [{ at: parcel.createdAt, status: 'collected', description: null }];
        if (parcel.state === 'Shipped' || parcel.state === 'Delivered') {
            events.push({ at: parcel.updatedAt, status: 'inTransit', description: null });
        }
        if (parcel.state === 'Delivered') events.push({ at: parcel.updatedAt, status: 'delivered', description: null });
        return Promise.resolve(events.reverse());
    }
}
