import {
    Asset,
    DeepPartial,
    EntityId,
    ID,
    LanguageCode,
    LocaleString,
    Translatable,
    Translation,
    VendureEntity,
} from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

/**
 * A user manual (issue 33): one file, an asset staff upload, for a calibre and the watch models
 * that carry it. Models sharing a calibre share its manual, so the shop keeps one per calibre.
 */
@Entity()
export class UserManual extends VendureEntity implements Translatable {
    constructor(input?: DeepPartial<UserManual>) {
        super();
        if (input) Object.assign(this, input);
    }

    title: LocaleString;
    /** From the translation: the models' names in the request's language. */
    modelNames: string[];

    @Index()
    @Column({ type: 'varchar', length: 32 })
    calibre: string;

    /** The catalogue's model codes the manual covers (heritage-date…). */
    @Column({ type: 'simple-json' })
    modelCodes: string[];

    /** The slugs of the collections those models belong to. */
    @Column({ type: 'simple-json' })
    collectionSlugs: string[];

    /** The languages the file is written in (zh, en, de…), as the listing says them. */
    @Column({ type: 'simple-json' })
    languages: string[];

    @ManyToOne(() => Asset, { nullable: true, onDelete: 'SET NULL' })
    file: Asset | null;

    @EntityId({ nullable: true })
    fileId: ID | null;

    @Column({ type: 'boolean', default: true })
    enabled: boolean;

    @Column({ type: 'integer', default: 0 })
    position: number;

    @OneToMany(() => UserManualTranslation, (translation) => translation.base, { eager: true })
    translations: Array<Translation<UserManual>>;
}

/** A manual's title and its models' names in one language. */
@Entity()
export class UserManualTranslation extends VendureEntity implements Translation<UserManual> {
    constructor(input?: DeepPartial<Translation<UserManual>>) {
        super();
        if (input) Object.assign(this, input);
    }

    @Column('varchar')
    languageCode: LanguageCode;

    @Column({ type: 'varchar', length: 160 })
    title: string;

    /** The names of the models, in the order of `modelCodes`. */
    @Column({ type: 'simple-json' })
    modelNames: string[];

    @Index()
    @ManyToOne(() => UserManual, (base) => base.translations, { onDelete: 'CASCADE' })
    base: UserManual;
}
