import { DeepPartial, LanguageCode, Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { Store } from './store.entity';

/** A store's texts in one language: its name, address and the names of its place. */
@Entity()
export class StoreTranslation extends VendureEntity implements Translation<Store> {
    constructor(input?: DeepPartial<Translation<Store>>) {
        super();
        if (input) Object.assign(this, input);
    }

    @Column('varchar')
    languageCode: LanguageCode;

    @Column({ type: 'varchar', length: 120 })
    name: string;

    /** Street, number, mall and unit, as a visitor reads it in this language. */
    @Column({ type: 'varchar', length: 255 })
    addressLine: string;

    @Column({ type: 'text', default: '' })
    description: string;

    @Column({ type: 'varchar', length: 64 })
    provinceName: string;

    @Column({ type: 'varchar', length: 64 })
    cityName: string;

    @Column({ type: 'varchar', length: 64, default: '' })
    districtName: string;

    @Index()
    @ManyToOne(() => Store, (base) => base.translations, { onDelete: 'CASCADE' })
    base: Store;
}
