import { Icon } from '~/components/Icon';
import { useTranslation } from '~/lib/use-translation';

import { useUi } from '../use-ui';

/** Spec §4 notifications: up to three at once, each for 3000 ms, the oldest dropped first. */
export function Notifications() {
    const { t } = useTranslation();
    const { state, dismiss } = useUi();
    return (
        <ol className="notifications" aria-live="polite" aria-label={t('ui.notifications')}>
            {state.notifications.map((n) => (
                <li
                    key={n.id}
                    className={`notification notification--${n.tone}`}
                    role={n.tone === 'error' ? 'alert' : undefined}
                >
                    <span>{n.text}</span>
                    <button
                        type="button"
                        className="icon-button"
                        onClick={() => dismiss(n.id)}
                        aria-label={t('common.close')}
                    >
                        <Icon name="close" size={16} />
                    </button>
                </li>
            ))}
        </ol>
    );
}
