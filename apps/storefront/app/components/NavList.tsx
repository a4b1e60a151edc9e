import { NavLink } from 'react-router';

import { usePrefetch } from '~/lib/prefetch';
import { useTranslation } from '~/lib/use-translation';

export interface NavItem {
    to: string;
    /** The link's text in the locale files. */
    key: string;
}

/** A list of links from a table (header, mobile menu, account sub-header, footer, error tiles). */
export function NavList({ items, className }: { items: readonly NavItem[]; className?: string }) {
    const { t } = useTranslation();
    const prefetch = usePrefetch();
    return (
        <ul className={className}>
            {items.map((item) => (
                <li key={item.to}>
                    {/* A section's home is active only on itself, not on every page below it. */}
                    <NavLink to={item.to} end={item.to === '/' || item.to === '/my-account'} prefetch={prefetch}>
                        {t(item.key)}
                    </NavLink>
                </li>
            ))}
        </ul>
    );
}
