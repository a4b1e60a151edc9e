const LEVEL_NAMES: Record<number, string> = {
    10: 'TRACE',
    20: 'DEBUG',
    30: 'INFO',
    40: 'WARN',
    50: 'ERROR',
    60: 'FATAL',
};
const SHOWN_ELSEWHERE = new Set([
    'level',
    'levelName',
    'time',
    'msg',
    'context',
    'reqId',
    'pid',
    'hostname',
    'process',
]);

/** One pino JSON line as a readable one: time, level, context, message, request id, other fields. */
export function prettyLine(json: string): string {
    let entry: Record<string, unknown>;
    try {
        entry = JSON.parse(json) as Record<string, unknown>;
    } catch {
        return json;
    }
    const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 23) : '';
    const level = LEVEL_NAMES[Number(entry.level)] ?? String(entry.level);
    const context = entry.context ? ` [${String(entry.context)}]` : '';
    const reqId = entry.reqId ? ` reqId=${String(entry.reqId)}` : '';
    const rest = Object.entries(entry)
        .filter(([key]) => !SHOWN_ELSEWHERE.has(key))
        .map(([key, value]) => ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join('');
    return `${time} ${level.padEnd(5)}${context} ${String(entry.msg ?? '')}${reqId}${rest}\n`;
}

/** A destination that writes pretty lines to `out`, so production needs no pretty-printer package. */
export function prettyStream(out: { write(chunk: string): unknown }): { write(line: string): void } {
    return { write: (line: string) => void out.write(prettyLine(line.trimEnd())) };
}
