import { formatDate } from '@maison/shared';
import { Link } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import type { ContentEntryView } from '../content.server';
import { ContentBlocks } from './ContentBlocks';
import { ContentImage } from './ContentPicture';

/** Staff's view of a draft through a preview link: never what a visitor sees. */
function PreviewBanner() {
    const { t } = useTranslation();
    return (
        <p className="content-preview" role="status" data-testid="content-preview">
            {t('content.preview')}
        </p>
    );
}

/** Previous and next parts of a series (the history), as published. */
function SeriesNav({ entry }: { entry: ContentEntryView }) {
    const { t } = useTranslation();
    if (!entry.previous && !entry.next) return null;
    return (
        <nav className="content-series" aria-label={t('content.series')}>
            {entry.previous ? (
                <Link to={entry.previous.href} rel="prev" className="content-series__link content-series__link--prev">
                    <small>{t('content.previous')}</small>
                    <span>{entry.previous.title}</span>
                </Link>
            ) : (
                <span />
            )}
            {entry.next && (
                <Link to={entry.next.href} rel="next" className="content-series__link content-series__link--next">
                    <small>{t('content.next')}</small>
                    <span>{entry.next.title}</span>
                </Link>
            )}
        </nav>
    );
}

/**
 * An entry of the CMS as a page: a news article, a press release, a brand page, a campaign or
 * a legal text. `kicker` names the section above the title (News, Press release).
 */
export function ContentArticle({
    entry,
    kicker,
    back,
}: {
    entry: ContentEntryView;
    kicker?: string;
    back?: { href: string; label: string };
}) {
    const { t, i18n } = useTranslation();
    const dated = entry.kind === 'news' || entry.kind === 'press';
    return (
        <article
            className={`content-article content-article--${entry.kind}`}
            lang={entry.languageCode === i18n.language ? undefined : entry.languageCode}
        >
            {entry.preview && <PreviewBanner />}
            {entry.hero && (
                <div className="content-hero">
                    <ContentImage picture={entry.hero} alt="" sizes="100vw" eager className="content-hero__img" />
                </div>
            )}
            <header className="content-article__header">
                {(kicker || (dated && entry.publishedAt)) && (
                    <p className="content-article__kicker">
                        {kicker && <span>{kicker}</span>}
                        {dated && entry.publishedAt && (
                            <time dateTime={entry.publishedAt}>{formatDate(entry.publishedAt, i18n.language)}</time>
                        )}
                    </p>
                )}
                <h1 className="content-article__title">{entry.title}</h1>
                {entry.summary && <p className="content-article__summary">{entry.summary}</p>}
                {entry.kind === 'legal' && (
                    <p className="content-article__version" data-testid="document-version">
                        {t('content.documentVersion', {
                            version: entry.documentVersion ?? '',
                            date: formatDate(entry.publishedAt ?? entry.updatedAt, i18n.language),
                        })}
                    </p>
                )}
            </header>
            <ContentBlocks blocks={entry.blocks} products={entry.products} />
            {entry.tags.length > 0 && entry.kind === 'news' && (
                <ul className="content-tags" role="list" aria-label={t('content.tags')}>
                    {entry.tags.map((tag) => (
                        <li key={tag}>
                            <Link to={`/news?tag=${encodeURIComponent(tag)}`}>
                                {t(`content.tag.${tag}`, { defaultValue: tag })}
                            </Link>
                        </li>
                    ))}
                </ul>
            )}
            <SeriesNav entry={entry} />
            {back && (
                <p className="content-article__back">
                    <Link to={back.href}>{back.label}</Link>
                </p>
            )}
        </article>
    );
}
