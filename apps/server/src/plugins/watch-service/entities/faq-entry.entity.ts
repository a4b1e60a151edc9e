import type { FaqTopic } from '@maison/shared';
import { DeepPartial, LanguageCode, LocaleString, Translatable, Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

/** A question of the service FAQ and its answer, in zh, en and de, under one topic. */
@Entity()
export class FaqEntry extends VendureEntity implements Translatable {
    constructor(input?: DeepPartial<FaqEntry>) {
        super();
        if (input) Object.assign(this, input);
    }

    question: LocaleString;
    answer: LocaleString;

    @Column({ type: 'varchar', length: 32 })
    topic: FaqTopic;

    /** The order within its topic, smallest first. */
    @Column({ type: 'integer', default: 0 })
    position: number;

    /** A hidden entry stays for staff to finish or bring back; shoppers do not see it. */
    @Column({ type: 'boolean', default: true })
    enabled: boolean;

    @OneToMany(() => FaqEntryTranslation, (translation) => translation.base, { eager: true })
    translations: Array<Translation<FaqEntry>>;
}

@Entity()
export class FaqEntryTranslation extends VendureEntity implements Translation<FaqEntry> {
    constructor(input?: DeepPartial<Translation<FaqEntry>>) {
        super();
        if (input) Object.assign(this, input);
    }

    @Column('varchar')
    languageCode: LanguageCode;

    @Column({ type: 'varchar', length: 300 })
    question: string;

    @Column({ type: 'text' })
    answer: string;

    @Index()
    @ManyToOne(() => FaqEntry, (base) => base.translations, { onDelete: 'CASCADE' })
    base: FaqEntry;
}
