import { Link } from 'react-router';

import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';

import type { ContentPageData } from '../content-page.server';

/** A content page: its title, the section's introduction and links to the rest of the section. */
export function ContentPage({ page }: { page: ContentPageData }) {
    const { t } = useTranslation();
    const { config } = useRootData();
    return (
        <article className="content-page" data-page={page.id}>
            <h1>{page.title}</h1>
            <p className="content-page__lead">{t(`pages.lead.${page.section}`, { hotline: config.hotline })}</p>
            {page.related.length > 0 && (
                <nav className="content-page__related" aria-label={t('pages.related')}>
                    <ul>
                        {page.related.map((link) => (
                            <li key={link.href}>
                                <Link to={link.href}>{link.title}</Link>
                            </li>
                        ))}
                    </ul>
                </nav>
            )}
        </article>
    );
}
