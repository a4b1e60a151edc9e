import { Link } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import type { NewsListData } from '../news.server';
import { EntryGrid } from './EntryCard';

function pageHref(page: number, tag: string | null): string {
    const params = new URLSearchParams();
    if (tag) params.set('tag', tag);
    if (page > 1) params.set('page', String(page));
    const query = params.toString();
    return query ? `/news?${query}` : '/news';
}

/** /news: the tags as filters, the articles newest first, and the pages. */
export function NewsList({ data }: { data: NewsListData }) {
    const { t } = useTranslation();
    return (
        <div className="content-list">
            <header className="content-list__header">
                <h1>{data.title}</h1>
                <p className="content-list__lead">{data.description}</p>
                <a className="content-list__rss" href="/news/rss.xml">
                    {t('content.news.rss')}
                </a>
            </header>
            {data.tags.length > 0 && (
                <nav className="content-filter" aria-label={t('content.news.filter')}>
                    <ul role="list">
                        <li>
                            <Link to="/news" aria-current={data.tag === null ? 'page' : undefined}>
                                {t('content.news.allTags')}
                            </Link>
                        </li>
                        {data.tags.map(({ tag, count }) => (
                            <li key={tag}>
                                <Link to={pageHref(1, tag)} aria-current={data.tag === tag ? 'page' : undefined}>
                                    {t(`content.tag.${tag}`, { defaultValue: tag })} <small>{count}</small>
                                </Link>
                            </li>
                        ))}
                    </ul>
                </nav>
            )}
            {data.items.length ? (
                <EntryGrid entries={data.items} eager={data.page === 1 ? 3 : 0} />
            ) : (
                <p className="content-list__empty" role="status">
                    {data.tag ? t('content.news.emptyTag', { tag: data.tag }) : t('content.news.empty')}
                </p>
            )}
            {data.pages > 1 && (
                <nav className="content-pager" aria-label={t('content.pages')}>
                    {data.page > 1 ? (
                        <Link to={pageHref(data.page - 1, data.tag)} rel="prev">
                            {t('content.news.newer')}
                        </Link>
                    ) : (
                        <span />
                    )}
                    <span>{t('content.pageOf', { page: data.page, pages: data.pages })}</span>
                    {data.page < data.pages ? (
                        <Link to={pageHref(data.page + 1, data.tag)} rel="next">
                            {t('content.news.older')}
                        </Link>
                    ) : (
                        <span />
                    )}
                </nav>
            )}
        </div>
    );
}
