import { SEND_WATCH_STEPS, type SendWatchStep } from '@maison/shared';
import { Link } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import { stepPath } from '../steps';

/** Where the visitor is among the five steps; the ones already reached are links back. */
export function StepProgress({ current, reached }: { current: SendWatchStep; reached: SendWatchStep }) {
    const { t } = useTranslation();
    const reachedIndex = SEND_WATCH_STEPS.indexOf(reached);
    return (
        <ol className="send-watch__progress" aria-label={t('sendWatch.progress')}>
            {SEND_WATCH_STEPS.map((step, i) => {
                const label = `${i + 1}. ${t(`sendWatch.steps.${step}`)}`;
                const isCurrent = step === current;
                return (
                    <li key={step} className={isCurrent ? 'is-current' : undefined}>
                        {!isCurrent && i <= reachedIndex ? (
                            <Link to={stepPath(step)}>{label}</Link>
                        ) : (
                            <span aria-current={isCurrent ? 'step' : undefined}>{label}</span>
                        )}
                    </li>
                );
            })}
        </ol>
    );
}
