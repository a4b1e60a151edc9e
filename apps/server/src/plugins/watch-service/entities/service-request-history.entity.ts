import type { ServiceRequestState } from '@maison/shared';
import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { ServiceRequest } from './service-request.entity';

/** Who moved a request: its owner (the submission) or a member of staff. */
export type ServiceRequestActor = 'owner' | 'staff';

/** One change of a request's state, dated, with who made it: the request's history as the owner and staff read it. */
@Entity()
@Index(['requestId', 'createdAt'])
export class ServiceRequestHistory extends VendureEntity {
    constructor(input?: DeepPartial<ServiceRequestHistory>) {
        super();
        if (input) Object.assign(this, input);
    }

    @ManyToOne(() => ServiceRequest, (request) => request.history, { onDelete: 'CASCADE' })
    request: ServiceRequest;

    @EntityId()
    requestId: ID;

    /** The state the request came to. */
    @Column({ type: 'varchar', length: 24 })
    state: ServiceRequestState;

    @Column({ type: 'varchar', length: 8 })
    actor: ServiceRequestActor;

    /** The administrator who made a staff change; null for the owner's. */
    @EntityId({ nullable: true })
    administratorId: ID | null;

    /** A word from staff to the owner about the change; empty when none. */
    @Column({ type: 'varchar', length: 500, default: '' })
    note: string;
}
