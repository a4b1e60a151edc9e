import { exitOnStartupError } from './config/fail-fast';

// See index.ts: loading inside try turns a bad environment into one line.
try {
    const { runWorker } = require('./worker-main') as typeof import('./worker-main');
    runWorker().catch((err: unknown) => exitOnStartupError('The shop worker', err));
} catch (err) {
    exitOnStartupError('The shop worker', err);
}
