import { RECOMMEND_SEARCH_COLLECTION_SLUG, WATCHES_COLLECTION_SLUG } from '@maison/shared';
import { Link } from 'react-router';

import { loadCards, loadChildCollections } from '~/features/catalog/catalog.server';
import { ProductGrid } from '~/features/catalog/components/ProductGrid';
import { localeContext, shopContext } from '~/lib/context';
import { serverT } from '~/lib/messages.server';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/home';
import { imageUrl } from '~/lib/image-url';
import { useTranslation } from '~/lib/use-translation';

export async function loader({ context }: Route.LoaderArgs) {
    const client = context.get(shopContext);
    const t = serverT(context.get(localeContext));
    const [collections, novelties] = await Promise.all([
        loadChildCollections(client, WATCHES_COLLECTION_SLUG),
        loadCards(client, RECOMMEND_SEARCH_COLLECTION_SLUG, 8),
    ]);
    return { collections, novelties, title: t('home.metaTitle'), description: t('home.metaDescription') };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
    if (!data) return [];
    const site = siteFrom(matches);
    const { origin, brand } = site;
    const organisation = {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: brand,
        url: origin,
        logo: `${origin}/favicon.svg`,
    };
    const hero = data.collections[0]?.featuredAsset?.preview;
    return seoMeta({
        title: data.title,
        description: data.description,
        path: '/',
        site,
        jsonLd: [organisation],
        image: hero ? `${hero}?preset=large` : undefined,
    });
};

export default function Home({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const hero = loaderData.collections[0];
    return (
        <>
            <section className="hero" aria-labelledby="hero-title">
                {hero?.featuredAsset && (
                    <img
                        className="hero__image"
                        src={imageUrl(hero.featuredAsset.preview, 'large')}
                        srcSet={`${imageUrl(hero.featuredAsset.preview, 'medium')} 600w, ${imageUrl(hero.featuredAsset.preview, 'large')} 1200w`}
                        sizes="100vw"
                        alt=""
                        fetchPriority="high"
                    />
                )}
                <div className="hero__text">
                    <p className="eyebrow">{t('home.eyebrow')}</p>
                    <h1 id="hero-title">{t('home.title')}</h1>
                    <p>{t('home.lead')}</p>
                    <Link to="/watches" className="button button--light">
                        {t('home.discover')}
                    </Link>
                </div>
            </section>
            <section className="section" aria-labelledby="collections-title">
                <h2 id="collections-title" className="section__title">
                    {t('home.collections')}
                </h2>
                <ul className="tiles" role="list">
                    {loaderData.collections.map((c, i) => (
                        <li key={c.id}>
                            <Link to={`/watches/${c.slug}`} className="tile">
                                {c.featuredAsset && (
                                    // The first tile is in view on a phone as the page opens.
                                    <img
                                        src={imageUrl(c.featuredAsset.preview, 'medium')}
                                        alt=""
                                        width={600}
                                        height={338}
                                        loading={i === 0 ? 'eager' : 'lazy'}
                                    />
                                )}
                                <span className="tile__name">{c.name}</span>
                            </Link>
                        </li>
                    ))}
                </ul>
            </section>
            <section className="section" aria-labelledby="new-title">
                <h2 id="new-title" className="section__title">
                    {t('home.novelties')}
                </h2>
                <ProductGrid cards={loaderData.novelties} />
            </section>
        </>
    );
}
