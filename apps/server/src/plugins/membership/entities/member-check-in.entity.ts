import { Customer, DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, ManyToOne, Unique } from 'typeorm';

/**
 * One day's check-in of a member (会员签到): at most one a calendar day in China, with the run
 * of days in a row it made and the points it gave, fixed when it was made.
 */
@Entity()
@Unique(['customerId', 'day'])
export class MemberCheckIn extends VendureEntity {
    constructor(input?: DeepPartial<MemberCheckIn>) {
        super();
        // See MemberConsent: class fields would reset what super(input) copied.
        if (input) Object.assign(this, input);
    }

    @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
    customer: Customer;

    @EntityId()
    customerId: ID;

    /** The calendar day in China, YYYY-MM-DD. */
    @Column({ type: 'varchar', length: 10 })
    day: string;

    @Column({ type: 'int' })
    streak: number;

    @Column({ type: 'int' })
    points: number;
}
