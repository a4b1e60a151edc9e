import { DeepPartial, LanguageCode, LocaleString, Translatable, Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToMany, ManyToOne, OneToMany } from 'typeorm';

import { Store } from './store.entity';

/** A service a store offers on the spot: strap fitting, engraving, a water-resistance check… */
@Entity()
export class StoreService extends VendureEntity implements Translatable {
    constructor(input?: DeepPartial<StoreService>) {
        super();
        if (input) Object.assign(this, input);
    }

    name: LocaleString;
    description: LocaleString;

    /** The service's part of its page's address, /store/services/{slug}. */
    @Column({ type: 'varchar', length: 64, unique: true })
    slug: string;

    @Column({ type: 'integer', default: 0 })
    position: number;

    @ManyToMany(() => Store, (store) => store.services)
    stores: Store[];

    @OneToMany(() => StoreServiceTranslation, (translation) => translation.base, { eager: true })
    translations: Array<Translation<StoreService>>;
}

@Entity()
export class StoreServiceTranslation extends VendureEntity implements Translation<StoreService> {
    constructor(input?: DeepPartial<Translation<StoreService>>) {
        super();
        if (input) Object.assign(this, input);
    }

    @Column('varchar')
    languageCode: LanguageCode;

    @Column({ type: 'varchar', length: 120 })
    name: string;

    @Column({ type: 'text', default: '' })
    description: string;

    @Index()
    @ManyToOne(() => StoreService, (base) => base.translations, { onDelete: 'CASCADE' })
    base: StoreService;
}
