import { data } from 'react-router';

import { ContentArticle } from '~/features/content/components/ContentArticle';
import { cmsPage } from '~/features/content/content-page.server';
import { isContentSlug } from '~/features/content/content-paths';
import { contentSeoMeta, previewHeaders } from '~/features/content/content-seo';
import { requireEntry } from '~/features/content/content.server';
import { localeContext, shopContext } from '~/lib/context';
import { notFound } from '~/lib/not-found';
import { serverT } from '~/lib/messages.server';
import { siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/news-article';

/** /news/details/{slug}: a published article, 301 from a slug it had before, else 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
    if (!isContentSlug(params.slug)) throw notFound();
    const locale = context.get(localeContext);
    const entry = await requireEntry(context.get(shopContext), request, 'news', params.slug);
    const page = { ...cmsPage(entry, locale), kicker: serverT(locale)('pages.news') };
    return data(page, { headers: entry.preview ? previewHeaders : undefined });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: page, matches }) =>
    page ? contentSeoMeta(page.entry, page.metaTitle, page.description, siteFrom(matches)) : [];

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    return (
        <ContentArticle
            entry={loaderData.entry}
            kicker={loaderData.kicker}
            back={{ href: '/news', label: t('content.news.back') }}
        />
    );
}
