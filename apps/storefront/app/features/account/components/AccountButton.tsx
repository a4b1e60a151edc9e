import { Link } from 'react-router';

import { Icon } from '~/components/Icon';
import { useUi } from '~/features/ui/use-ui';
import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';

/** Spec §2: account opens the login modal for a guest, otherwise goes to /my-account. */
export function AccountButton({ className, withLabel = false }: { className: string; withLabel?: boolean }) {
    const { t } = useTranslation();
    const { signedIn } = useRootData();
    const { openLogin } = useUi();
    const label = t('nav.account');
    const content = (
        <>
            <Icon name="user" />
            {withLabel && <span>{label}</span>}
        </>
    );
    return signedIn ? (
        <Link to="/my-account" className={className} aria-label={withLabel ? undefined : label}>
            {content}
        </Link>
    ) : (
        <button
            type="button"
            className={className}
            onClick={() => openLogin()}
            aria-haspopup="dialog"
            aria-label={withLabel ? undefined : label}
        >
            {content}
        </button>
    );
}
