import { REDACTED_PATHS, scrubMessage } from '@maison/shared/operations';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import { format } from 'node:util';

import { currentRequestId } from './request-context.mjs';

// The storefront's logs: pino's JSON lines (or readable ones for a developer), each with the
// id of the request it was written for, and nothing personal.

const LEVEL_NAMES = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const SHOWN_ELSEWHERE = new Set(['level', 'levelName', 'time', 'msg', 'reqId', 'pid', 'process', 'hostname']);

/** One JSON line as a readable one (LOG_FORMAT=pretty), without a pretty-printer package. */
export function prettyLine(json) {
    let entry;
    try {
        entry = JSON.parse(json);
    } catch {
        return json;
    }
    const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 23) : '';
    const level = (LEVEL_NAMES[entry.level] ?? String(entry.level)).padEnd(5);
    const reqId = entry.reqId ? ` reqId=${entry.reqId}` : '';
    const rest = Object.entries(entry)
        .filter(([key]) => !SHOWN_ELSEWHERE.has(key))
        .map(([key, value]) => ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join('');
    return `${time} ${level} ${entry.msg ?? ''}${reqId}${rest}\n`;
}

export function createLogger({ level, format: logFormat, destination = process.stdout }) {
    const out =
        logFormat === 'pretty' ? { write: (line) => void destination.write(prettyLine(line.trimEnd())) } : destination;
    return pino(
        {
            level,
            base: { pid: process.pid, process: 'storefront' },
            redact: { paths: REDACTED_PATHS },
            formatters: { level: (label, number) => ({ level: number, levelName: label }) },
            // pino-http's request logger names the id itself; other lines take it from the context.
            mixin: (_fields, _level, instance) => {
                const reqId = currentRequestId();
                return reqId && !instance.bindings().reqId ? { reqId } : {};
            },
        },
        out,
    );
}

/** A line per answered request: method, route-free path (no query), status, time. */
export function httpLogger(logger) {
    return pinoHttp({
        logger,
        genReqId: (req) => req.id,
        // The request id is on every line already (the mixin); probes would drown the rest.
        quietReqLogger: true,
        autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
        serializers: {
            req: (req) => ({ method: req.method, path: req.url.split('?')[0] }),
            res: (res) => ({ status: res.statusCode }),
        },
        customSuccessMessage: (req, res) => `${req.method} ${req.url.split('?')[0]} ${res.statusCode}`,
        customErrorMessage: (req, res) => `${req.method} ${req.url.split('?')[0]} ${res.statusCode}`,
    });
}

/**
 * What the React Router app writes with console.* goes through the logger too, so that every
 * line the process writes is JSON with its request's id.
 */
export function routeConsoleToLogger(logger) {
    const to =
        (method) =>
        (...args) =>
            logger[method](scrubMessage(format(...args)));
    console.log = to('info');
    console.info = to('info');
    console.warn = to('warn');
    console.error = to('error');
    console.debug = to('debug');
}
