import { PROGRESS_BAR_TIMEOUT_MS, PROGRESS_TICK_MS } from '@maison/shared';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

import { nextProgress } from '../progress';

const FADE_MS = 250;

/**
 * Spec §4 page progress bar: starts with a navigation, climbs every 10 ms up to 90 %, jumps
 * to 100 % when the page is there, and finishes on its own after 5 s whatever happens.
 */
export function ProgressBar() {
    const busy = useNavigation().state !== 'idle';
    const [percent, setPercent] = useState<number | null>(null);

    useEffect(() => {
        if (!busy) return;
        let finished = false;
        setPercent(0);
        const tick = setInterval(
            () => setPercent((p) => (p === null || p >= 100 ? p : nextProgress(p))),
            PROGRESS_TICK_MS,
        );
        const finish = () => {
            if (finished) return;
            finished = true;
            clearInterval(tick);
            setPercent(100);
        };
        const force = setTimeout(finish, PROGRESS_BAR_TIMEOUT_MS);
        return () => {
            clearTimeout(force);
            finish();
        };
    }, [busy]);

    useEffect(() => {
        if (percent !== 100) return;
        const hide = setTimeout(() => setPercent(null), FADE_MS);
        return () => clearTimeout(hide);
    }, [percent]);

    if (percent === null) return null;
    return (
        <div className="progress" data-percent={percent} aria-hidden="true">
            <span className="progress__bar" style={{ transform: `scaleX(${percent / 100})` }} />
        </div>
    );
}
