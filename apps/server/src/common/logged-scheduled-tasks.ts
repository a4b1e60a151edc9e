import { Logger, PluginCommonModule, ScheduledTask, VendurePlugin } from '@vendure/core';

/**
 * The minute a run started in, which names the tick of the schedule it serves: with several
 * instances, each tick must appear once in all of their logs together.
 */
export function tickOf(at: Date): string {
    return at.toISOString().slice(0, 16);
}

/** The same task, logging each run (Vendure logs them only at the verbose level). */
export function loggedTask(task: ScheduledTask): ScheduledTask {
    return new ScheduledTask({
        ...task.options,
        execute: async (args) => {
            const started = new Date();
            const result: unknown = await task.options.execute(args);
            Logger.info(
                `Scheduled task ${task.id} ran for tick ${tickOf(started)} in ${Date.now() - started.getTime()} ms`,
                'Scheduler',
            );
            return result;
        },
    });
}

/**
 * Logs every run of every scheduled task, Vendure's and the plugins'. Listed after the plugins
 * that add tasks, whose configuration runs before its own.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    configuration: (config) => {
        config.schedulerOptions.tasks = config.schedulerOptions.tasks.map(loggedTask);
        return config;
    },
    compatibility: '^3.0.0',
})
export class LoggedScheduledTasksPlugin {}
