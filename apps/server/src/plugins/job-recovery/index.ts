export { currentJobKey } from './job-context';
export { JobRecoveryPlugin } from './job-recovery.plugin';
export { RecoveringSqlJobQueueStrategy, type JobRecoveryOptions } from './recovering-sql-job-queue-strategy';
