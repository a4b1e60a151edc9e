import type { INestApplicationContext } from '@nestjs/common';
import { ConfigService, type InspectableJobQueueStrategy } from '@vendure/core';

const UNFINISHED = ['PENDING', 'RUNNING', 'RETRYING'];

/**
 * Waits until the job queue has nothing left to do (seen idle twice, since one job can add
 * another: collection filters then search-index updates). Used after seeding, so the shop
 * opens with its search index complete. Returns false on timeout or where the queue cannot
 * be inspected (BullMQ's jobs run in another process).
 */
export async function awaitJobsSettled(app: INestApplicationContext, timeoutMs = 120_000): Promise<boolean> {
    const strategy = app.get(ConfigService).jobQueueOptions.jobQueueStrategy as Partial<InspectableJobQueueStrategy>;
    if (typeof strategy.findMany !== 'function') return false;
    const deadline = Date.now() + timeoutMs;
    let idleChecks = 0;
    while (Date.now() < deadline) {
        const { totalItems } = await strategy.findMany({ filter: { state: { in: UNFINISHED } }, take: 1 });
        idleChecks = totalItems === 0 ? idleChecks + 1 : 0;
        if (idleChecks >= 2) return true;
        await new Promise((r) => setTimeout(r, 250));
    }
    return false;
}
