/** Where a parcel is, in the few steps a shopper cares about. */
export type TrackingStatus = 'collected' | 'inTransit' | 'delivering' | 'delivered' | 'problem';

export interface TrackingEvent {
    at: Date;
    status: TrackingStatus;
    /** The carrier's own words for the step, when it gives them (Chinese, as carriers write). */
    description: string | null;
}

/** One parcel as the shop knows it: the fulfilment staff recorded. */
export interface Parcel {
    carrier: string;
    trackingCode: string;
    /** Vendure's fulfilment state: Pending, Shipped, Delivered or Cancelled. */
    state: string;
    createdAt: Date;
    updatedAt: Date;
    /** The receiver's phone on the order: SF Express and some others answer only when given it. */
    phone?: string;
}

/**
 * Where a parcel's tracking events come from: a carrier aggregator (Kuaidi100) in production,
 * the shop's own fulfilment records by default. Newest event first.
 */
export interface ShipmentTracker {
    track(parcel: Parcel): Promise<TrackingEvent[]>;
}
