import type { ServiceOperation } from '@maison/shared';
import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/**
 * One price of the service desk: an operation for a movement, or for a complication of it, in
 * fen. The movement and complication are the catalogue's facet value codes.
 */
@Entity()
@Index(['movement', 'complication', 'operation'], { unique: true })
export class ServicePrice extends VendureEntity {
    constructor(input?: DeepPartial<ServicePrice>) {
        super();
        if (input) Object.assign(this, input);
    }

    @Column({ type: 'varchar', length: 32 })
    movement: string;

    /**
     * Empty for the movement's own price: a unique index treats NULLs as distinct on both
     * databases, and one movement must not get two own prices for an operation.
     */
    @Column({ type: 'varchar', length: 32, default: '' })
    complication: string;

    @Column({ type: 'varchar', length: 32 })
    operation: ServiceOperation;

    @Column({ type: 'integer' })
    priceFen: number;
}
