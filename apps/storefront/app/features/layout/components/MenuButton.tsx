import { Icon } from '~/components/Icon';
import { useUi } from '~/features/ui/use-ui';
import { useTranslation } from '~/lib/use-translation';

/** Opens and closes the mobile menu (header and bottom navigation). */
export function MenuButton({ className }: { className: string }) {
    const { t } = useTranslation();
    const ui = useUi();
    const open = ui.state.menu;
    return (
        <button
            type="button"
            className={className}
            onClick={() => ui.setMenu(!open)}
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={t(open ? 'nav.closeMenu' : 'nav.openMenu')}
        >
            <Icon name={open ? 'close' : 'menu'} />
        </button>
    );
}
