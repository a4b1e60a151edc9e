import type { ServiceCentreKind } from '@maison/shared';
import { DeepPartial, LanguageCode, LocaleString, Translatable, Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

/**
 * A place that services the brand's watches (issue 33): in China, and abroad for the
 * international warranty. Its texts are in ServiceCentreTranslation, per language.
 */
@Entity()
export class ServiceCentre extends VendureEntity implements Translatable {
    constructor(input?: DeepPartial<ServiceCentre>) {
        super();
        // See ProductReview: class fields would reset what super(input) copied.
        if (input) Object.assign(this, input);
    }

    name: LocaleString;
    city: LocaleString;
    addressLine: LocaleString;
    hours: LocaleString;

    /** ISO 3166-1 alpha-2, upper case: the pages group centres by it. */
    @Index()
    @Column({ type: 'varchar', length: 2 })
    countryCode: string;

    @Column({ type: 'varchar', length: 16 })
    kind: ServiceCentreKind;

    /** As the centre gives it, with its country prefix abroad (+41 32 …). */
    @Column({ type: 'varchar', length: 32 })
    phone: string;

    @Column({ type: 'varchar', length: 254, default: '' })
    email: string;

    /** A disabled centre is kept for staff and hidden from the shop. */
    @Column({ type: 'boolean', default: true })
    enabled: boolean;

    /** Staff's order within a country; centres of equal position follow their creation. */
    @Column({ type: 'integer', default: 0 })
    position: number;

    @OneToMany(() => ServiceCentreTranslation, (translation) => translation.base, { eager: true })
    translations: Array<Translation<ServiceCentre>>;
}

/** A centre's texts in one language: its name, city, address and opening hours. */
@Entity()
export class ServiceCentreTranslation extends VendureEntity implements Translation<ServiceCentre> {
    constructor(input?: DeepPartial<Translation<ServiceCentre>>) {
        super();
        if (input) Object.assign(this, input);
    }

    @Column('varchar')
    languageCode: LanguageCode;

    @Column({ type: 'varchar', length: 120 })
    name: string;

    @Column({ type: 'varchar', length: 64 })
    city: string;

    /** Street, number and floor, as a visitor reads it in this language. */
    @Column({ type: 'varchar', length: 255 })
    addressLine: string;

    /** Opening hours as the centre words them ("Mon–Fri 9:00–18:00"): centres abroad keep their own. */
    @Column({ type: 'varchar', length: 255, default: '' })
    hours: string;

    @Index()
    @ManyToOne(() => ServiceCentre, (base) => base.translations, { onDelete: 'CASCADE' })
    base: ServiceCentre;
}
