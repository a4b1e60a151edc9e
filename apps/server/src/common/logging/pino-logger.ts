import type { VendureLogger } from '@vendure/core';
import pino, { type DestinationStream, type Logger } from 'pino';

import { prettyStream } from './pretty-stream';
import { currentRequestId } from './request-context';
import { REDACTED_PATHS, scrubMessage } from '@maison/shared/operations';

export type LogFormat = 'json' | 'pretty';
export type ProcessKind = 'server' | 'worker';

let processKind: ProcessKind = 'server';

/** Names the process kind in every line; the worker says so as it starts (the config is shared). */
export function setLogProcess(kind: ProcessKind): void {
    processKind = kind;
}

export interface LoggerOptions {
    level: string;
    format: LogFormat;
    /** Where lines go; standard output unless a test captures them. */
    destination?: DestinationStream;
}

/** The process's pino logger: JSON lines (or pretty ones), each with the current request's id. */
export function createPinoLogger(options: LoggerOptions): Logger<'verbose'> {
    const out = options.destination ?? process.stdout;
    return pino<'verbose'>(
        {
            level: options.level,
            // Vendure's own level between info and debug.
            customLevels: { verbose: 25 },
            base: { pid: process.pid },
            redact: { paths: REDACTED_PATHS },
            formatters: { level: (label, number) => ({ level: number, levelName: label }) },
            mixin: () => {
                const reqId = currentRequestId();
                return reqId ? { process: processKind, reqId } : { process: processKind };
            },
        },
        options.format === 'pretty' ? prettyStream(out) : out,
    );
}

/** Vendure's logger interface on pino: every Vendure and plugin log line goes through it. */
export class PinoVendureLogger implements VendureLogger {
    private defaultContext = 'Vendure';

    constructor(readonly pino: Logger<'verbose'>) {}

    setDefaultContext(defaultContext: string): void {
        this.defaultContext = defaultContext;
    }

    error(message: string, context?: string, trace?: string): void {
        this.pino.error(
            { context: context ?? this.defaultContext, ...(trace ? { trace } : {}) },
            scrubMessage(message),
        );
    }

    warn(message: string, context?: string): void {
        this.pino.warn({ context: context ?? this.defaultContext }, scrubMessage(message));
    }

    info(message: string, context?: string): void {
        this.pino.info({ context: context ?? this.defaultContext }, scrubMessage(message));
    }

    verbose(message: string, context?: string): void {
        this.pino.verbose({ context: context ?? this.defaultContext }, scrubMessage(message));
    }

    debug(message: string, context?: string): void {
        this.pino.debug({ context: context ?? this.defaultContext }, scrubMessage(message));
    }
}
