import { formatDate } from '@maison/shared';
import { Link } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import type { ContentCardView } from '../content.server';
import { ContentImage } from './ContentPicture';

const CARD_SIZES = '(min-width: 1100px) 340px, (min-width: 640px) 45vw, 100vw';

/** An article or release in a list: picture, date, title and summary, all one link. */
export function EntryCard({ entry, eager = false }: { entry: ContentCardView; eager?: boolean }) {
    const { i18n } = useTranslation();
    return (
        <article className="entry-card">
            <Link to={entry.href} className="entry-card__link">
                <div className="entry-card__media">
                    {entry.hero ? (
                        <ContentImage picture={entry.hero} alt="" sizes={CARD_SIZES} eager={eager} />
                    ) : (
                        <span className="entry-card__blank" aria-hidden="true" />
                    )}
                </div>
                {entry.publishedAt && (
                    <time className="entry-card__date" dateTime={entry.publishedAt}>
                        {formatDate(entry.publishedAt, i18n.language)}
                    </time>
                )}
                <h2 className="entry-card__title">{entry.title}</h2>
                {entry.summary && <p className="entry-card__summary">{entry.summary}</p>}
            </Link>
        </article>
    );
}

/** A grid of entry cards; the first row's pictures load at once. */
export function EntryGrid({ entries, eager = 0 }: { entries: readonly ContentCardView[]; eager?: number }) {
    return (
        <ul className="entry-grid" role="list">
            {entries.map((entry, i) => (
                <li key={entry.href}>
                    <EntryCard entry={entry} eager={i < eager} />
                </li>
            ))}
        </ul>
    );
}
