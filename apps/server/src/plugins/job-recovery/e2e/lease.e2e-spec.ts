import { JobState } from '@vendure/common/lib/generated-types';
import { AutoIncrementIdStrategy } from '@vendure/core';
import { setEntityIdStrategy } from '@vendure/core/dist/entity/set-entity-id-strategy';
import { JobRecord } from '@vendure/core/dist/plugin/default-job-queue-plugin/job-record.entity';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RecoveringSqlJobQueueStrategy } from '../recovering-sql-job-queue-strategy';

/**
 * The lease rule on the job table alone, without a server: which RUNNING jobs go back to the
 * queue, which are failed, and which a live worker keeps.
 */

let db: DataSource;
let strategy: RecoveringSqlJobQueueStrategy;

beforeAll(async () => {
    // Vendure gives its entities their id column at bootstrap; here there is none.
    setEntityIdStrategy(new AutoIncrementIdStrategy(), [JobRecord]);
    db = await new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [JobRecord], synchronize: true }).initialize();
    strategy = new RecoveringSqlJobQueueStrategy({ leaseMs: 60_000, maxInterruptions: 2 });
    // What SqlJobQueueStrategy.init() keeps from the injector: the rest of init is not needed here.
    Object.assign(strategy, { rawConnection: db });
});

afterAll(() => db.destroy());

/** A RUNNING job of `send-email` last marked alive `agoMs` ago, on its `attempts`-th attempt. */
async function runningJob(agoMs: number, attempts = 1): Promise<number> {
    const repo = db.getRepository(JobRecord);
    const saved = await repo.save(
        new JobRecord({ queueName: 'send-email', data: {}, state: JobState.RUNNING, progress: 0, attempts, retries: 0, isSettled: false }),
    );
    await repo.createQueryBuilder().update().set({ updatedAt: new Date(Date.now() - agoMs) }).where('id = :id', { id: saved.id }).execute();
    return saved.id as number;
}

const stateOf = async (id: number) => (await db.getRepository(JobRecord).findOneByOrFail({ id })).state;

describe('recovering jobs a dead worker left RUNNING', () => {
    it('returns a job nobody renewed within the lease, and leaves a live worker its job', async () => {
        const live = await runningJob(5_000);
        const orphan = await runningJob(120_000);
        await strategy.recover('send-email', 60_000);
        expect(await stateOf(live)).toBe(JobState.RUNNING);
        expect(await stateOf(orphan)).toBe(JobState.PENDING);
    });

    it('fails a job interrupted more often than its retries and the interruptions allowed', async () => {
        const poison = await runningJob(120_000, 3);
        await strategy.recover('send-email', 60_000);
        expect(await stateOf(poison)).toBe(JobState.FAILED);
    });

    it('returns every RUNNING job when asked to with no lease (the single embedded worker starting)', async () => {
        const left = await runningJob(0);
        await strategy.recover('send-email', 0);
        expect(await stateOf(left)).toBe(JobState.PENDING);
    });
});
