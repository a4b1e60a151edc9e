import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, in one registry: other code imports the recorders below, never
 * prom-client, so names and labels stay as the operations contract has them.
 */
export const registry = new Registry();

export type MetricsProcess = 'server' | 'worker';

let started = false;

/** Labels every series with the process kind and adds Node's own process metrics, once. */
export function initMetrics(kind: MetricsProcess): void {
    if (started) return;
    started = true;
    registry.setDefaultLabels({ process: kind });
    collectDefaultMetrics({ register: registry });
}

export const httpRequests = new Counter({
    name: 'maison_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
});

export const httpDuration = new Histogram({
    name: 'maison_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
});

export type JobState = 'waiting' | 'active' | 'delayed' | 'failed';
export interface QueueDepth {
    queue: string;
    state: JobState;
    count: number;
}

let depthSource: (() => Promise<QueueDepth[]>) | undefined;

/** Where the job queue gauge reads its figures on each scrape (the SQL table or BullMQ). */
export function setQueueDepthSource(source: () => Promise<QueueDepth[]>): void {
    depthSource = source;
}

export const jobQueueDepth = new Gauge({
    name: 'maison_job_queue_depth',
    help: 'Jobs in the queue by state, read when scraped.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
        if (!depthSource) return;
        this.reset();
        for (const { queue, state, count } of await depthSource()) this.set({ queue, state }, count);
    },
});

export const jobsFailed = new Counter({
    name: 'maison_jobs_failed_total',
    help: 'Job attempts that failed, by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
});

export type PaymentOutcome = 'settled' | 'declined' | 'refunded' | 'failed';
const payments = new Counter({
    name: 'maison_payments_total',
    help: 'Payments and refunds by gateway and outcome.',
    labelNames: ['gateway', 'outcome'] as const,
    registers: [registry],
});

export function recordPayment(gateway: string, outcome: PaymentOutcome): void {
    payments.inc({ gateway, outcome });
}

export type SmsOutcome = 'sent' | 'refused' | 'failed';
const sms = new Counter({
    name: 'maison_sms_total',
    help: 'Text messages by kind (sign-in code or template) and outcome; refused means throttled.',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
});

export function recordSms(kind: string, outcome: SmsOutcome): void {
    sms.inc({ kind, outcome });
}
