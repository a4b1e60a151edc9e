import { Logger, ScheduledTask, type ScheduledTaskExecutionArgs } from '@vendure/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loggedTask, tickOf } from './logged-scheduled-tasks';

/** What Vendure's scheduler hands a task's execute (it makes the context from the injector). */
const args = {} as ScheduledTaskExecutionArgs;

describe('logged scheduled tasks', () => {
    afterEach(() => vi.restoreAllMocks());

    it('runs the task with its settings, and logs the run with the tick it served', async () => {
        const info = vi.spyOn(Logger, 'info').mockImplementation(() => undefined);
        const execute = vi.fn().mockResolvedValue({ released: 2 });
        const task = new ScheduledTask({
            id: 'some-task',
            schedule: (cron) => cron.everyMinute(),
            execute,
            timeout: 5000,
        });
        const logged = loggedTask(task);
        expect(logged.id).toBe('some-task');
        expect(logged.options.timeout).toBe(5000);
        expect(await logged.options.execute(args)).toEqual({ released: 2 });
        expect(execute).toHaveBeenCalledExactlyOnceWith(args);
        expect(info).toHaveBeenCalledWith(
            expect.stringMatching(/^Scheduled task some-task ran for tick \d{4}-\d\d-\d\dT\d\d:\d\d in \d+ ms$/),
            'Scheduler',
        );
    });

    it('lets a failing task fail, without a line saying it ran', async () => {
        const info = vi.spyOn(Logger, 'info').mockImplementation(() => undefined);
        const task = new ScheduledTask({
            id: 'failing',
            schedule: (cron) => cron.everyMinute(),
            execute: () => Promise.reject(new Error('database away')),
        });
        await expect(loggedTask(task).options.execute(args)).rejects.toThrow('database away');
        expect(info).not.toHaveBeenCalled();
    });

    it('names a tick by its minute, in UTC', () => {
        expect(tickOf(new Date('2026-11-26T19:21:59.900Z'))).toBe('2026-11-26T19:21');
    });
});
