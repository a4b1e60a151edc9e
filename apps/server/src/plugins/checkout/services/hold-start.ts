import { Allocation, ID, RequestContext, TransactionalConnection } from '@vendure/core';

/**
 * When an order's stock hold began: with the allocations of its lines, made as it went to
 * payment (going back to the bag deletes them). Undefined while nothing is held.
 */
export async function holdStartedAt(
    connection: TransactionalConnection,
    ctx: RequestContext,
    orderId: ID,
): Promise<Date | undefined> {
    const row = await connection
        .getRepository(ctx, Allocation)
        .createQueryBuilder('allocation')
        .innerJoin('allocation.orderLine', 'line')
        .select('MIN(allocation.createdAt)', 'started')
        .where('line.orderId = :orderId', { orderId })
        .getRawOne<{ started: Date | string | null }>();
    return row?.started ? new Date(row.started) : undefined;
}
