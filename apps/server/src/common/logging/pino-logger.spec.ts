import { describe, expect, it } from 'vitest';

import { createPinoLogger, PinoVendureLogger, setLogProcess } from './pino-logger';
import { prettyLine } from './pretty-stream';
import { runWithRequestId } from './request-context';

function capture() {
    const lines: string[] = [];
    return { lines, destination: { write: (line: string) => void lines.push(line) } };
}

describe('the pino logger', () => {
    it('puts the request id on every line written while serving that request, and only then', async () => {
        const { lines, destination } = capture();
        const logger = new PinoVendureLogger(createPinoLogger({ level: 'info', format: 'json', destination }));
        await runWithRequestId('req-0001-abcd', async () => {
            logger.info('before the await', 'Test');
            await new Promise((resolve) => setTimeout(resolve, 5));
            logger.warn('after the await', 'Test');
        });
        logger.info('outside', 'Test');
        const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
        expect(parsed[0]).toMatchObject({ reqId: 'req-0001-abcd', msg: 'before the await', context: 'Test' });
        expect(parsed[1]).toMatchObject({ reqId: 'req-0001-abcd', levelName: 'warn' });
        expect(parsed[2].reqId).toBeUndefined();
    });

    it('keeps mobile numbers, tokens, cookies and codes out of the log', () => {
        const { lines, destination } = capture();
        const pino = createPinoLogger({ level: 'info', format: 'json', destination });
        new PinoVendureLogger(pino).info('code sent to 13812345678 with Bearer abc.def-ghi', 'Sms');
        pino.info(
            {
                mobile: '13812345678',
                code: '123456',
                req: { headers: { cookie: 'session=s3cret', authorization: 'Bearer t0ken' } },
            },
            'login',
        );
        const text = lines.join('');
        expect(text).not.toMatch(/13812345678|123456|s3cret|t0ken|abc\.def-ghi/);
        expect(text).toContain('138****5678');
        expect(text).toContain('[Redacted]');
    });

    it('names the process kind, and the level is honoured', () => {
        const { lines, destination } = capture();
        const logger = new PinoVendureLogger(createPinoLogger({ level: 'warn', format: 'json', destination }));
        setLogProcess('worker');
        logger.info('dropped');
        logger.error('kept', 'Job', 'stack here');
        setLogProcess('server');
        expect(lines).toHaveLength(1);
        expect(JSON.parse(lines[0])).toMatchObject({ process: 'worker', msg: 'kept', trace: 'stack here' });
    });

    it('writes a line for a message that is not a string', () => {
        const { lines, destination } = capture();
        const logger = new PinoVendureLogger(createPinoLogger({ level: 'info', format: 'json', destination }));
        logger.error(new Error('filters failed') as unknown as string, 'Worker');
        logger.error(undefined as unknown as string, 'Worker');
        expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(['filters failed', 'undefined']);
    });

    it('writes readable single lines in the pretty format', () => {
        const line = prettyLine(
            JSON.stringify({ level: 30, levelName: 'info', time: 0, msg: 'ready', context: 'Shop', reqId: 'abcdefgh' }),
        );
        expect(line).toBe('00:00:00.000 INFO  [Shop] ready reqId=abcdefgh\n');
    });
});
