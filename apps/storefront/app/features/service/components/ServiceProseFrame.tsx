import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { ContentBlocks } from '~/features/content/components/ContentBlocks';
import { useTranslation } from '~/lib/use-translation';

import type { ServiceProse } from '../service-info.server';

/**
 * A service page: the CMS's prose for it (title, summary, blocks) when staff wrote it, else its
 * title, then the page's data (prices, FAQ) and the links to the other service pages.
 */
export function ServiceProseFrame({ prose, children }: { prose: ServiceProse; children?: ReactNode }) {
    const { t, i18n } = useTranslation();
    const entry = prose.entry;
    return (
        <article
            className="service-info"
            lang={entry && entry.languageCode !== i18n.language ? entry.languageCode : undefined}
        >
            <header className="service-info__header">
                <h1 id="service-info-title">{prose.title}</h1>
                {entry?.summary && <p className="service-info__summary">{entry.summary}</p>}
            </header>
            {entry && <ContentBlocks blocks={entry.blocks} products={entry.products} />}
            {children}
            {prose.related.length > 0 && (
                <nav className="service-info__related" aria-label={t('pages.related')}>
                    <ul>
                        {prose.related.map((link) => (
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
