import { ConfigurationError } from './configuration-error';

/**
 * Ends the process with one readable line for an operator's mistake (bad environment, port
 * taken, database down); a genuine bug still shows its stack.
 */
export function exitOnStartupError(what: string, err: unknown): never {
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof ConfigurationError || isOperatorError(err)) {
        process.stderr.write(`${what} could not start: ${message}\n`);
    } else {
        process.stderr.write(`${what} could not start: ${err instanceof Error ? err.stack : message}\n`);
    }
    process.exit(1);
}

function isOperatorError(err: unknown): boolean {
    const code = (err as NodeJS.ErrnoException | undefined)?.code;
    return code === 'EADDRINUSE' || code === 'ECONNREFUSED' || code === 'EACCES' || code === 'ENOTFOUND';
}
