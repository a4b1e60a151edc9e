import { PROGRESS_CAP_PERCENT, PROGRESS_STEP_PERCENT } from '@maison/shared';

/** One tick of the page progress bar: 2 % at a time, never past 90 % until the page is there. */
export function nextProgress(percent: number): number {
    return Math.min(percent + PROGRESS_STEP_PERCENT, PROGRESS_CAP_PERCENT);
}
