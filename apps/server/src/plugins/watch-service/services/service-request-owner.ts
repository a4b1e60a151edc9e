import { Customer, type ID, type RequestContext, type TransactionalConnection } from '@vendure/core';
import { IsNull } from 'typeorm';

/** The signed-in member's customer id, if the request has one. */
export async function activeCustomerId(
    ctx: RequestContext,
    connection: TransactionalConnection,
): Promise<ID | undefined> {
    if (!ctx.activeUserId) return undefined;
    const customer = await connection
        .getRepository(ctx, Customer)
        .findOne({ select: { id: true }, where: { user: { id: ctx.activeUserId }, deletedAt: IsNull() } });
    return customer?.id;
}
