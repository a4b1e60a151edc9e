import { Link } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import type { Crumb } from '../catalog.server';

/** The trail from Home to the current page; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
    const { t } = useTranslation();
    return (
        <nav className="breadcrumbs" aria-label={t('common.breadcrumbs')}>
            <ol>
                {crumbs.map((c, i) => (
                    <li key={`${i}-${c.name}`}>
                        {c.href ? <Link to={c.href}>{c.name}</Link> : <span aria-current="page">{c.name}</span>}
                    </li>
                ))}
            </ol>
        </nav>
    );
}
