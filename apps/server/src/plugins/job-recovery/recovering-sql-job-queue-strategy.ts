import { JobState } from '@vendure/common/lib/generated-types';
import { Job, Logger, type ID, type PollingJobQueueStrategyConfig } from '@vendure/core';
// Neither is exported from the package's index; both are what DefaultJobQueuePlugin itself uses.
import { JobRecord } from '@vendure/core/dist/plugin/default-job-queue-plugin/job-record.entity';
import { SqlJobQueueStrategy } from '@vendure/core/dist/plugin/default-job-queue-plugin/sql-job-queue-strategy';
import type { DataSource } from 'typeorm';

import { runAsJob } from './job-context';

export const loggerCtx = 'JobRecovery';

type Process = (job: Job) => Promise<unknown>;

export interface JobRecoveryOptions {
    /** How often a worker marks each job it is running as still alive. Default 10 s. */
    heartbeatMs: number;
    /** A RUNNING job not marked alive for this long is taken to be orphaned by a dead worker. Default 60 s. */
    leaseMs: number;
    /**
     * How many times a job may be interrupted, beyond its own retries, before it is failed
     * rather than run again: one that kills its worker every time must not do so for ever. Default 2.
     */
    maxInterruptions: number;
}

export const DEFAULT_JOB_RECOVERY: JobRecoveryOptions = { heartbeatMs: 10_000, leaseMs: 60_000, maxInterruptions: 2 };

/**
 * Vendure's SQL job queue, with what BullMQ's stalled-job check gives the production profile:
 * a job whose worker died mid-way (a crash, `kill -9`, a power cut) is run again instead of
 * staying RUNNING for ever.
 *
 * Each job a worker runs has its row's `updatedAt` renewed every `heartbeatMs`; a RUNNING row
 * older than `leaseMs` belongs to no live worker and goes back to PENDING. Several workers on
 * one PostgreSQL database therefore never take each other's live jobs. On SQLite there is only
 * ever one worker (the embedded profile's single process), so when it starts a queue every
 * RUNNING job of that queue is orphaned and is returned at once, without waiting for the lease.
 */
export class RecoveringSqlJobQueueStrategy extends SqlJobQueueStrategy {
    private readonly wrapped = new Map<Process, Process>();
    private readonly ownWrappers = new WeakSet<Process>();
    private readonly lastSweep = new Map<string, number>();
    private readonly recovery: JobRecoveryOptions;

    constructor(options: PollingJobQueueStrategyConfig & Partial<JobRecoveryOptions> = {}) {
        super(options);
        this.recovery = {
            heartbeatMs: options.heartbeatMs ?? DEFAULT_JOB_RECOVERY.heartbeatMs,
            leaseMs: options.leaseMs ?? DEFAULT_JOB_RECOVERY.leaseMs,
            maxInterruptions: options.maxInterruptions ?? DEFAULT_JOB_RECOVERY.maxInterruptions,
        };
    }

    async start(queueName: string, process: Process): Promise<void> {
        const wrapped = this.withHeartbeat(process);
        if (this.hasInitialized && this.lastSweep.get(queueName) === undefined) {
            await this.recover(queueName, this.isSqlite() ? 0 : this.recovery.leaseMs).catch((err: unknown) =>
                Logger.error(`Could not recover interrupted "${queueName}" jobs: ${(err as Error).message}`, loggerCtx),
            );
        }
        return super.start(queueName, wrapped);
    }

    async stop(queueName: string, process: Process): Promise<void> {
        return super.stop(queueName, this.wrapped.get(process) ?? process);
    }

    async next(queueName: string): Promise<Job | undefined> {
        const last = this.lastSweep.get(queueName) ?? 0;
        if (Date.now() - last >= this.recovery.heartbeatMs) {
            await this.recover(queueName, this.recovery.leaseMs);
        }
        return super.next(queueName);
    }

    /**
     * Returns the queue's RUNNING jobs not marked alive for `olderThanMs` to PENDING, or fails
     * those interrupted too often. Returns how many it touched.
     */
    async recover(queueName: string, olderThanMs: number): Promise<number> {
        this.lastSweep.set(queueName, Date.now());
        const repo = this.repository();
        const cutoff = new Date(Date.now() - olderThanMs);
        const orphans = await repo
            .createQueryBuilder('record')
            .where('record.queueName = :queueName', { queueName })
            .andWhere('record.state = :running', { running: JobState.RUNNING })
            .andWhere('record.updatedAt <= :cutoff', { cutoff })
            .getMany();
        for (const record of orphans) {
            const exhausted = record.attempts > record.retries + this.recovery.maxInterruptions;
            // Guarded by state and updatedAt: a worker that renewed it meanwhile keeps it.
            const result = await repo
                .createQueryBuilder()
                .update()
                .set(
                    exhausted
                        ? {
                              state: JobState.FAILED,
                              isSettled: true,
                              settledAt: new Date(),
                              error: 'Interrupted too often: its worker stopped while running it',
                          }
                        : { state: JobState.PENDING },
                )
                .where('id = :id', { id: record.id })
                .andWhere('state = :running', { running: JobState.RUNNING })
                .andWhere('updatedAt <= :cutoff', { cutoff })
                .execute();
            if (result.affected !== 0) {
                Logger.warn(
                    `Job ${String(record.id)} [${queueName}] was interrupted (attempt ${record.attempts}): ${exhausted ? 'failed' : 'runs again'}`,
                    loggerCtx,
                );
            }
        }
        return orphans.length;
    }

    private withHeartbeat(process: Process): Process {
        if (this.ownWrappers.has(process)) return process;
        const known = this.wrapped.get(process);
        if (known) return known;
        const wrapped: Process = (job) =>
            runAsJob(job, async () => {
                const timer = setInterval(() => {
                    this.touch(job.id as ID).catch((err: unknown) =>
                        Logger.warn(`Could not renew job ${String(job.id)}: ${(err as Error).message}`, loggerCtx),
                    );
                }, this.recovery.heartbeatMs);
                timer.unref();
                try {
                    return await process(job);
                } finally {
                    clearInterval(timer);
                }
            });
        this.wrapped.set(process, wrapped);
        this.ownWrappers.add(wrapped);
        return wrapped;
    }

    private async touch(id: ID): Promise<void> {
        await this.repository()
            .createQueryBuilder()
            .update()
            .set({ updatedAt: new Date() })
            .where('id = :id', { id })
            .andWhere('state = :running', { running: JobState.RUNNING })
            .execute();
    }

    private repository() {
        // The connection SqlJobQueueStrategy keeps privately, set in its init().
        const source = (this as unknown as { rawConnection?: DataSource }).rawConnection;
        if (!source?.isInitialized) throw new Error('Connection not available');
        return source.getRepository(JobRecord);
    }

    private isSqlite(): boolean {
        const type = this.repository().manager.connection.options.type;
        return type === 'sqlite' || type === 'better-sqlite3' || type === 'sqljs';
    }
}
