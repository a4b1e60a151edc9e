import { exitOnStartupError } from './config/fail-fast';

// Loaded here rather than imported: the environment is parsed as modules load, and a bad
// variable must end start-up with one line, not an uncaught stack.
try {
    const { runServer } = require('./server-main') as typeof import('./server-main');
    runServer().catch((err: unknown) => exitOnStartupError('The shop server', err));
} catch (err) {
    exitOnStartupError('The shop server', err);
}
