import type {
    PurchasePlace,
    ServiceEstimateLine,
    ServicePaymentState,
    ServiceRequestState,
    ServiceSymptom,
    ServiceTravelMode,
} from '@maison/shared';
import { Customer, DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

import { ServiceRequestHistory } from './service-request-history.entity';
import { ServiceRequestPhoto } from './service-request-photo.entity';

/**
 * A watch sent in for service (issue 33): the watch, its problem, its owner and how it travels,
 * as the five steps took them, and where the repair stands. The owner is a member
 * (`customerId`) or a guest who proved the mobile by SMS; either finds it again by reference.
 */
@Entity()
@Index(['customerId', 'createdAt'])
export class ServiceRequest extends VendureEntity {
    constructor(input?: DeepPartial<ServiceRequest>) {
        super();
        if (input) Object.assign(this, input);
    }

    /** SV- and eight characters: shown to the owner, printed on the label, typed to find it again. */
    @Index({ unique: true })
    @Column({ type: 'varchar', length: 12 })
    reference: string;

    @Column({ type: 'varchar', length: 24, default: 'submitted' })
    state: ServiceRequestState;

    /** The member who sent it; null for a guest. */
    @ManyToOne(() => Customer, { nullable: true, onDelete: 'SET NULL' })
    customer: Customer | null;

    @EntityId({ nullable: true })
    customerId: ID | null;

    /** The language the owner wrote in (zh, en, de): the language of the messages sent later. */
    @Column({ type: 'varchar', length: 8, default: 'zh' })
    languageCode: string;

    // Step 1, the watch. The model's name is kept as it was, as the catalogue may change.
    @Column({ type: 'varchar', length: 64 })
    sku: string;

    @Column({ type: 'varchar', length: 200 })
    modelName: string;

    @Column({ type: 'varchar', length: 12 })
    serialNumber: string;

    @Column({ type: 'varchar', length: 10 })
    purchaseDate: string;

    @Column({ type: 'varchar', length: 16 })
    purchasePlace: PurchasePlace;

    @Column({ type: 'varchar', length: 64, default: '' })
    purchaseStoreSlug: string;

    @Column({ type: 'boolean' })
    hasWarrantyCard: boolean;

    // Step 2, the problem.
    @Column({ type: 'simple-json' })
    symptoms: ServiceSymptom[];

    @Column({ type: 'varchar', length: 1000, default: '' })
    description: string;

    @OneToMany(() => ServiceRequestPhoto, (photo) => photo.request)
    photos: ServiceRequestPhoto[];

    // Step 3, the owner.
    @Column({ type: 'varchar', length: 50 })
    name: string;

    @Index()
    @Column({ type: 'varchar', length: 11 })
    mobile: string;

    @Column({ type: 'varchar', length: 254 })
    email: string;

    // Step 4, how the watch travels: a courier's pick-up (address by division codes and names, day) or a boutique.
    @Column({ type: 'varchar', length: 16 })
    travelMode: ServiceTravelMode;

    /** The pick-up address as staff give it to the courier: division names and the street; empty for a drop-off. */
    @Column({ type: 'simple-json', nullable: true })
    pickupAddress: PickupAddress | null;

    @Column({ type: 'varchar', length: 10, default: '' })
    pickupDate: string;

    @Column({ type: 'varchar', length: 64, default: '' })
    dropOffStoreSlug: string;

    @OneToMany(() => ServiceRequestHistory, (row) => row.request)
    history: ServiceRequestHistory[];

    // The repair: the estimate as last sent, the money for it, and the parcel back.
    /** The estimate's lines as staff sent them; null until one is sent. */
    @Column({ type: 'simple-json', nullable: true })
    estimateLines: ServiceEstimateLine[] | null;

    /** Whether the warranty covered the watch when the estimate was sent: then it costs nothing. */
    @Column({ type: 'boolean', default: false })
    estimateUnderWarranty: boolean;

    /** What the estimate costs the owner, with tax, in fen (0 under warranty). */
    @Column({ type: 'integer', default: 0 })
    estimateTotal: number;

    @Column({ type: Date, nullable: true })
    estimateSentAt: Date | null;

    @Column({ type: 'varchar', length: 12, default: 'notDue' })
    paymentState: ServicePaymentState;

    /** The order that pays the estimate, once the owner opened a payment. */
    @EntityId({ nullable: true })
    orderId: ID | null;

    @Column({ type: 'varchar', length: 40, default: '' })
    shipBackCarrier: string;

    @Column({ type: 'varchar', length: 40, default: '' })
    shipBackTrackingCode: string;
}

/** The estimate as the APIs and the member's data download show it; null until one is sent. */
export function estimateOf(request: ServiceRequest) {
    if (!request.estimateLines || !request.estimateSentAt) return null;
    return {
        lines: request.estimateLines,
        totalWithTax: request.estimateTotal,
        underWarranty: request.estimateUnderWarranty,
        sentAt: request.estimateSentAt,
    };
}

/** Where the courier collects the watch. */
export interface PickupAddress {
    provinceCode: string;
    cityCode: string;
    districtCode: string;
    province: string;
    city: string;
    district: string;
    streetLine: string;
}
