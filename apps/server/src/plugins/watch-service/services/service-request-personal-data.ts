import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Customer, RequestContext, TransactionalConnection } from '@vendure/core';

import { PersonalDataService } from '../../membership';
import { MAX_SERVICE_REQUESTS_LISTED } from '../constants';
import { estimateOf, ServiceRequest } from '../entities/service-request.entity';

/** A member's watches sent for service in their data download (PIPL): those sent while signed in as them. */
@Injectable()
export class ServiceRequestPersonalData implements OnModuleInit {
    constructor(
        private personalData: PersonalDataService,
        private connection: TransactionalConnection,
    ) {}

    onModuleInit() {
        this.personalData.register({ key: 'serviceRequests', collect: (ctx, customer) => this.collect(ctx, customer) });
    }

    private async collect(ctx: RequestContext, customer: Customer) {
        const requests = await this.connection.getRepository(ctx, ServiceRequest).find({
            where: { customerId: customer.id },
            relations: { history: true },
            order: { createdAt: 'DESC', id: 'DESC' },
            take: MAX_SERVICE_REQUESTS_LISTED,
        });
        return requests.map((r) => ({
            reference: r.reference,
            state: r.state,
            submittedAt: r.createdAt,
            model: r.modelName,
            sku: r.sku,
            serialNumber: r.serialNumber,
            purchaseDate: r.purchaseDate,
            purchasePlace: r.purchasePlace,
            hasWarrantyCard: r.hasWarrantyCard,
            symptoms: r.symptoms,
            description: r.description || null,
            name: r.name,
            mobile: r.mobile,
            email: r.email,
            travelMode: r.travelMode,
            pickupAddress: r.pickupAddress,
            pickupDate: r.pickupDate || null,
            dropOffStore: r.dropOffStoreSlug || null,
            estimate: estimateOf(r),
            paymentState: r.paymentState,
            shipBack: r.shipBackTrackingCode
                ? { carrier: r.shipBackCarrier, trackingCode: r.shipBackTrackingCode }
                : null,
            history: [...r.history]
                .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
                .map((h) => ({ state: h.state, at: h.createdAt, note: h.note || null })),
        }));
    }
}
