import { type ID, type RequestContext, StockLevel, type TransactionalConnection } from '@vendure/core';

/** Whether the shop runs on PostgreSQL, the one database here with row locks. */
export function isPostgres(connection: TransactionalConnection): boolean {
    return connection.rawConnection.options.type === 'postgres';
}

/**
 * The stock rows of these variants, locked with `SELECT … FOR UPDATE` on PostgreSQL until the
 * transaction of `ctx` ends, in ascending variant id: the order every checkout locks in, so
 * that two that share variants never wait on each other crosswise.
 *
 * SQLite has no row locks. The embedded profile's requests share one connection, and its
 * driver answers each query at once, so a transition runs from check to allocation without
 * another request's queries in between and reads the stock the previous one left (20 racing
 * checkouts: one order). That holds only while nothing in a transition waits on anything
 * else: production runs on PostgreSQL.
 */
export function lockStockLevels(
    connection: TransactionalConnection,
    ctx: RequestContext,
    variantIds: readonly ID[],
): Promise<StockLevel[]> {
    const qb = connection
        .getRepository(ctx, StockLevel)
        .createQueryBuilder('level')
        .where('level.productVariantId IN (:...variantIds)', { variantIds })
        .orderBy('level.productVariantId', 'ASC')
        .addOrderBy('level.id', 'ASC');
    if (isPostgres(connection)) qb.setLock('pessimistic_write');
    return qb.getMany();
}
