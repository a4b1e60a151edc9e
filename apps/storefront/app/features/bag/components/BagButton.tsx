import { Icon } from '~/components/Icon';
import { useTranslation } from '~/lib/use-translation';

import { useBag } from '../use-bag';

/** Opens the bag sidebar; the badge shows how many items the bag holds (header and bottom navigation). */
export function BagButton({ className, badgeTestId }: { className: string; badgeTestId: string }) {
    const { t } = useTranslation();
    const { count, open, toggle } = useBag();
    return (
        <button
            type="button"
            className={className}
            onClick={toggle}
            aria-expanded={open}
            aria-controls="bag-sidebar"
            aria-label={t('bag.openWithCount', { count })}
        >
            <Icon name="bag" />
            {count > 0 && (
                <span className="badge" data-testid={badgeTestId}>
                    {count}
                </span>
            )}
        </button>
    );
}
