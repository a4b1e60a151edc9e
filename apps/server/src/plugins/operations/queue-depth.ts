import type { TransactionalConnection } from '@vendure/core';
// Not exported from the package's index; the entity DefaultJobQueuePlugin itself uses.
import { JobRecord } from '@vendure/core/dist/plugin/default-job-queue-plugin/job-record.entity';
import { Queue } from 'bullmq';

import type { JobState, QueueDepth } from '../../common/metrics/registry';

/** Vendure's job states as the metric names them; finished jobs are no backlog. */
const STATE_OF: Record<string, JobState | undefined> = {
    PENDING: 'waiting',
    RUNNING: 'active',
    RETRYING: 'delayed',
    FAILED: 'failed',
};

/** The SQL job queue's depth by queue and state, one grouped count on each scrape. */
export function sqlQueueDepth(connection: TransactionalConnection): () => Promise<QueueDepth[]> {
    return async () => {
        const rows = await connection.rawConnection
            .getRepository(JobRecord)
            .createQueryBuilder('job')
            .select('job.queueName', 'queue')
            .addSelect('job.state', 'state')
            .addSelect('COUNT(*)', 'count')
            .where('job.state IN (:...states)', { states: Object.keys(STATE_OF) })
            .groupBy('job.queueName')
            .addGroupBy('job.state')
            .getRawMany<{ queue: string; state: string; count: string | number }>();
        return rows.flatMap((row) => {
            const state = STATE_OF[row.state];
            return state ? [{ queue: row.queue, state, count: Number(row.count) }] : [];
        });
    };
}

/** The BullMQ queue Vendure's plugin puts every job in (its QUEUE_NAME). */
const BULLMQ_QUEUE = 'vendure-job-queue';

/** BullMQ's depth by state: Vendure keeps all its queues in one BullMQ queue. */
export function bullmqQueueDepth(queue: Queue): () => Promise<QueueDepth[]> {
    return async () => {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
        return (['waiting', 'active', 'delayed', 'failed'] as const).map((state) => ({
            queue: BULLMQ_QUEUE,
            state,
            count: counts[state] ?? 0,
        }));
    };
}

export function openBullmqQueue(connection: ConstructorParameters<typeof Queue>[1]): Queue {
    return new Queue(BULLMQ_QUEUE, connection);
}
