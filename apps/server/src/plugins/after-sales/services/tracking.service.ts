import { Inject, Injectable } from '@nestjs/common';
import { Logger, OrderService, RequestContext } from '@vendure/core';

import { MemberRecordsService } from '../../membership';
import { AFTER_SALES_PLUGIN_OPTIONS, loggerCtx } from '../constants';
import { Kuaidi100ShipmentTracker } from '../tracking/kuaidi100-shipment-tracker';
import { LocalShipmentTracker } from '../tracking/local-shipment-tracker';
import type { Parcel, ShipmentTracker, TrackingEvent } from '../tracking/shipment-tracker';
import type { AfterSalesPluginOptions } from '../types';

export interface Shipment {
    carrier: string;
    trackingCode: string;
    state: string;
    /** False when the carrier could not be asked: the page says so instead of showing nothing. */
    available: boolean;
    events: TrackingEvent[];
}

/** The parcels of a member's order with where each is (spec §2 /order/logistic). */
@Injectable()
export class TrackingService {
    private tracker: ShipmentTracker;

    constructor(
        @Inject(AFTER_SALES_PLUGIN_OPTIONS) options: AfterSalesPluginOptions,
        private records: MemberRecordsService,
        private orders: OrderService,
    ) {
        const t = options.tracking;
        this.tracker = t.kind === 'kuaidi100' ? new Kuaidi100ShipmentTracker(t) : new LocalShipmentTracker();
    }

    async forOrder(ctx: RequestContext, orderCode: string): Promise<Shipment[]> {
        const { order } = await this.records.ownOrder(ctx, orderCode);
        const fulfillments = await this.orders.getOrderFulfillments(ctx, order);
        const parcels = fulfillments.filter((f) => f.trackingCode && f.state !== 'Cancelled');
        return Promise.all(
            parcels.map(async (f) => {
                const parcel = {
                    carrier: f.method,
                    trackingCode: f.trackingCode,
                    state: f.state,
                    createdAt: f.createdAt,
                    updatedAt: f.updatedAt,
                    phone: order.shippingAddress?.phoneNumber,
                };
                return { ...parcel, ...(await this.track(parcel)) };
            }),
        );
    }

    /**
     * Where one parcel is: its events, newest first, or `available: false` when the carrier
     * could not be asked (the page says so instead of showing nothing). The shop's own parcels
     * and the watch service's parcels back to their owners both ask here.
     */
    async track(parcel: Parcel): Promise<{ available: boolean; events: TrackingEvent[] }> {
        try {
            return { available: true, events: await this.tracker.track(parcel) };
        } catch (err) {
            Logger.warn(`tracking ${parcel.carrier} ${parcel.trackingCode} failed: ${String(err)}`, loggerCtx);
            return { available: false, events: [] };
        }
    }
}
