import { CONTENT_TAG_MAX_LENGTH, type Locale, MAX_CONTENT_PAGE_SIZE, NEWS_PAGE_SIZE } from '@maison/shared';

import { publicConfig } from '~/lib/env.server';
import { htmlLang } from '~/lib/locale';
import { pageTitle, serverT } from '~/lib/messages.server';
import { notFound } from '~/lib/not-found';
import { localizedUrl } from '~/lib/seo';
import type { ShopClient } from '~/lib/shop-client.server';
import { imageUrl } from '~/lib/image-url';

import { NEWS_PATH, NEWS_RSS_PATH, pageNumber } from './content-paths';
import { type ContentCardView, loadEntryList, loadTags } from './content.server';
import { buildRss } from './news-rss';

/** How many articles the feed holds: the newest, as feed readers poll for what is new. */
const RSS_ITEMS = 20;

export interface NewsListData {
    title: string;
    metaTitle: string;
    description: string;
    items: ContentCardView[];
    tags: Array<{ tag: string; count: number }>;
    tag: string | null;
    page: number;
    pages: number;
}

/** A tag from the URL: one the CMS could hold, else none. */
function tagOf(url: URL): string | null {
    const tag = url.searchParams.get('tag')?.trim();
    return tag && tag.length <= CONTENT_TAG_MAX_LENGTH ? tag : null;
}

/** /news: newest first, a page at a time, narrowed to a tag; a page past the last is a 404. */
export async function loadNewsList(client: ShopClient, request: Request, locale: Locale): Promise<NewsListData> {
    const url = new URL(request.url);
    const page = pageNumber(url.searchParams.get('page'));
    if (page === undefined) throw notFound();
    const tag = tagOf(url);
    const [list, tags] = await Promise.all([
        loadEntryList(client, {
            kind: 'news',
            tag: tag ?? undefined,
            skip: (page - 1) * NEWS_PAGE_SIZE,
            take: NEWS_PAGE_SIZE,
        }),
        loadTags(client, 'news'),
    ]);
    if (page > 1 && list.items.length === 0) throw notFound();
    const t = serverT(locale);
    const title = tag
        ? t('content.news.titleTag', { tag: t(`content.tag.${tag}`, { defaultValue: tag }) })
        : t('pages.news');
    return {
        title,
        metaTitle: pageTitle(locale, page > 1 ? t('content.news.titlePage', { title, page }) : title),
        description: t('content.news.description'),
        items: list.items,
        tags,
        tag,
        page,
        pages: Math.max(1, Math.ceil(list.totalItems / NEWS_PAGE_SIZE)),
    };
}

/** The news as an RSS 2.0 feed in the visitor's language, with absolute links in that language. */
export async function newsRss(client: ShopClient, locale: Locale): Promise<string> {
    const { publicUrl, brandName } = publicConfig();
    const t = serverT(locale);
    const { items } = await loadEntryList(client, { kind: 'news', take: Math.min(RSS_ITEMS, MAX_CONTENT_PAGE_SIZE) });
    return buildRss({
        title: t('content.news.rssTitle', { brand: brandName }),
        description: t('content.news.description'),
        link: localizedUrl(publicUrl, NEWS_PATH, locale),
        self: localizedUrl(publicUrl, NEWS_RSS_PATH, locale),
        language: htmlLang(locale),
        items: items.map((item) => ({
            title: item.title,
            summary: item.summary,
            link: localizedUrl(publicUrl, item.href, locale),
            publishedAt: item.publishedAt ?? '',
            tags: item.tags,
            image: item.hero
                ? {
                      url: new URL(imageUrl(item.hero.src, 'large'), publicUrl).toString(),
                      mimeType: 'image/webp',
                      // The resized picture's length is unknown before it is made; RSS readers accept 0.
                      fileSize: 0,
                  }
                : undefined,
        })),
    });
}
