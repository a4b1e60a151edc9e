import type { StoreType, WeeklyHours } from '@maison/shared';
import {
    Asset,
    DeepPartial,
    EntityId,
    ID,
    LocaleString,
    Translatable,
    Translation,
    VendureEntity,
} from '@vendure/core';
import { Column, Entity, Index, JoinTable, ManyToMany, ManyToOne, OneToMany } from 'typeorm';

import { StoreService } from './store-service.entity';
import { StoreTranslation } from './store-translation.entity';

/** A boutique or authorised retailer (issue 31); its texts are in StoreTranslation, per language. */
@Entity()
export class Store extends VendureEntity implements Translatable {
    constructor(input?: DeepPartial<Store>) {
        super();
        // See ProductReview: class fields would reset what super(input) copied.
        if (input) Object.assign(this, input);
    }

    name: LocaleString;
    addressLine: LocaleString;
    description: LocaleString;
    provinceName: LocaleString;
    cityName: LocaleString;
    districtName: LocaleString;

    /** The store's part of its page's address, /stores/{brand}-boutiques/{slug}. */
    @Column({ type: 'varchar', length: 64, unique: true })
    slug: string;

    @Column({ type: 'varchar', length: 16 })
    type: StoreType;

    /** Pinyin codes (`guangdong`, `shenzhen`): the storefront filters by them in every language. */
    @Column({ type: 'varchar', length: 32 })
    provinceCode: string;

    @Index()
    @Column({ type: 'varchar', length: 32 })
    cityCode: string;

    /** GCJ-02, the system Chinese maps draw in; a WGS-84 point would sit a few hundred metres off. */
    @Column({ type: 'float' })
    latitude: number;

    @Column({ type: 'float' })
    longitude: number;

    @Column({ type: 'varchar', length: 32 })
    phone: string;

    /** Where the boutique is told of bookings and messages; never shown in the shop. */
    @Column({ type: 'varchar', length: 254, default: '' })
    email: string;

    @Column({ type: 'simple-json' })
    openingHours: WeeklyHours;

    @ManyToMany(() => StoreService, (service) => service.stores)
    @JoinTable()
    services: StoreService[];

    @ManyToOne(() => Asset, { nullable: true, onDelete: 'SET NULL' })
    featuredAsset: Asset | null;

    @EntityId({ nullable: true })
    featuredAssetId: ID | null;

    @Column({ type: 'boolean', default: false })
    takesAppointments: boolean;

    @Column({ type: 'integer', default: 30 })
    slotMinutes: number;

    /** Visitors one appointment slot takes. */
    @Column({ type: 'integer', default: 2 })
    slotCapacity: number;

    /** A disabled store is kept for staff and hidden from the shop. */
    @Column({ type: 'boolean', default: true })
    enabled: boolean;

    /** Staff's order of the list; stores of equal position follow their creation. */
    @Column({ type: 'integer', default: 0 })
    position: number;

    @OneToMany(() => StoreTranslation, (translation) => translation.base, { eager: true })
    translations: Array<Translation<Store>>;
}
