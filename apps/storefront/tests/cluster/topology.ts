import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shop as an operator scales it out, on one machine: two backends, two storefronts and a
 * worker behind HAProxy, on PostgreSQL and Redis. The ports start at CLUSTER_PORT_BASE (3300),
 * so that two runs on one machine can keep apart.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../../../..');
export const CLUSTER_DIR = process.env.CLUSTER_VAR_DIR ?? path.join(ROOT, 'var', 'cluster');

const base = Number(process.env.CLUSTER_PORT_BASE ?? 3300);
export const PORTS = {
    /** The public address: HAProxy in front of the storefronts. */
    shop: base,
    /** HAProxy in front of the backends: the storefronts' BACKEND_URL and the sandbox's cashier. */
    api: base + 1,
    storefronts: [base + 11, base + 12],
    backends: [base + 21, base + 22],
    /** The local S3-compatible server that stands in for the bucket (Aliyun OSS, Tencent COS). */
    s3: base + 30,
} as const;

export const S3_BUCKET = 'maison-cluster-assets';

export const SHOP_URL = `http://localhost:${PORTS.shop}`;
export const API_URL = `http://localhost:${PORTS.api}`;
export const STOREFRONT_URLS = PORTS.storefronts.map((p) => `http://localhost:${p}`);
export const BACKEND_URLS = PORTS.backends.map((p) => `http://localhost:${p}`);

export const SUPERADMIN_PASSWORD = 'cluster-superadmin';
/** Redis database of the run (flushed at its start). */
export const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
export const POSTGRES_ADMIN_URL = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Where the processes' ids are kept for the tests (one test stops a backend). */
export const PIDS_FILE = path.join(CLUSTER_DIR, 'pids.json');
export const MAIL_OUTBOX_DIR = path.join(CLUSTER_DIR, 'outbox');
export const SMS_OUTBOX_DIR = path.join(CLUSTER_DIR, 'sms-outbox');

/** The database is named after the checkout, so that two checkouts on one machine never share one. */
export function databaseName(): string {
    const tag = ROOT.replace(/[^a-z0-9]/gi, '_')
        .toLowerCase()
        .slice(-24);
    return `maison_cluster_${tag}`;
}

export type ProcessName = 'backend-1' | 'backend-2' | 'worker' | 'storefront-1' | 'storefront-2' | 'haproxy';

/** Each process's own var/ directory: nothing on disk is shared but the stand-ins' outboxes. */
export const varDirOf = (name: ProcessName) => path.join(CLUSTER_DIR, 'var', name);
