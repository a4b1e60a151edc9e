import type { CalendarDayKind } from '@maison/shared';
import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { Store } from './store.entity';

/**
 * A day staff close (a public holiday) or open as a working day (a weekend China moves a
 * holiday's working day to), for one store or, with no store, for every store. One entry per
 * date and store: the service replaces an entry rather than adding a second.
 */
@Entity()
export class StoreCalendarDay extends VendureEntity {
    constructor(input?: DeepPartial<StoreCalendarDay>) {
        super();
        if (input) Object.assign(this, input);
    }

    /** YYYY-MM-DD in China: sorts and compares as text on both databases. */
    @Index()
    @Column({ type: 'varchar', length: 10 })
    date: string;

    @Column({ type: 'varchar', length: 8 })
    kind: CalendarDayKind;

    /** For staff: why the day is closed or worked. */
    @Column({ type: 'varchar', length: 200, default: '' })
    note: string;

    @ManyToOne(() => Store, { nullable: true, onDelete: 'CASCADE' })
    store: Store | null;

    @EntityId({ nullable: true })
    storeId: ID | null;
}
