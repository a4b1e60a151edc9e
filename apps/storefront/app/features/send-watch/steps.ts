import { SEND_WATCH_STEPS, type SendWatchStep } from '@maison/shared';

/** The storefront's path of each step (spec §2: send-my-watch/step-1 to step-5). */
export function stepPath(step: SendWatchStep): string {
    return `/service/send-my-watch/step-${SEND_WATCH_STEPS.indexOf(step) + 1}`;
}

/** The step a path names; undefined for any other. */
export function stepOfPath(pathname: string): SendWatchStep | undefined {
    const match = /\/step-([1-5])\/?$/.exec(pathname);
    return match ? SEND_WATCH_STEPS[Number(match[1]) - 1] : undefined;
}
