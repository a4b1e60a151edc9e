import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/** What a code was sent for: a code is good only for that, and its wrong tries count only there. */
export type SmsCodePurpose = 'sign-in' | 'order-access' | 'appointment' | 'service-request';

/**
 * A sign-in code sent by SMS: kept as a keyed hash, with when it ends, how often it was typed
 * wrong and when it was used. Rows also count what was sent to a number and to a client
 * address, for the send limits; they are deleted after a day.
 */
@Entity()
@Index(['mobile', 'createdAt'])
@Index(['clientKey', 'createdAt'])
export class SmsCode extends VendureEntity {
    constructor(input?: DeepPartial<SmsCode>) {
        super();
        // Here, not in super(input): with ES2022 class fields (our target), the declarations
        // below are defined after super() returns and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    @Column({ type: 'varchar', length: 11 })
    mobile: string;

    @Column({ type: 'varchar', length: 64 })
    codeHash: string;

    /** The client address it was asked from (an IPv6 /64 counts as one). */
    @Column({ type: 'varchar', length: 64 })
    clientKey: string;

    @Column({ type: Date })
    expiresAt: Date;

    @Column({ type: 'int', default: 0 })
    wrongTries: number;

    @Column({ type: Date, nullable: true })
    usedAt: Date | null;

    @Column({ type: 'varchar', length: 16, default: 'sign-in' })
    purpose: SmsCodePurpose;
}
