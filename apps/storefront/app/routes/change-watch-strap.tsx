import { Form, useSubmit } from 'react-router';

import { loadChangeStrap } from '~/features/catalog/change-strap.server';
import { Breadcrumbs } from '~/features/catalog/components/Breadcrumbs';
import { ProductGrid } from '~/features/catalog/components/ProductGrid';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/change-watch-strap';

export async function loader({ request, context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    const t = serverT(locale);
    const data = await loadChangeStrap(context.get(shopContext), new URL(request.url));
    const heading = t('pages.changeStrap');
    return {
        ...data,
        heading,
        title: pageTitle(locale, heading),
        breadcrumbs: [
            { name: t('nav.home'), href: '/' },
            { name: t('nav.straps'), href: '/straps' },
            { name: heading },
        ],
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches) }) : [];

/** Choose a collection, then a watch of it; the straps that fit it follow (spec §2). */
export default function ChangeWatchStrap({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const submit = useSubmit();
    const { collections, collection, watches, watch, straps, totalStraps, heading, breadcrumbs } = loaderData;
    return (
        <section className="listing change-strap" aria-labelledby="change-strap-title">
            <Breadcrumbs crumbs={breadcrumbs} />
            <header className="listing__header">
                <h1 id="change-strap-title">{heading}</h1>
                <p className="listing__description">{t('changeStrap.lead')}</p>
            </header>
            <Form
                method="get"
                className="change-strap__form"
                key={`${collection ?? ''}-${watch?.sku ?? ''}`}
                onChange={(e) => {
                    const form = e.currentTarget;
                    const watchSelect = form.elements.namedItem('watch');
                    // A new collection starts the watch choice again.
                    if (
                        e.target instanceof HTMLSelectElement &&
                        e.target.name === 'collection' &&
                        watchSelect instanceof HTMLSelectElement
                    ) {
                        watchSelect.value = '';
                    }
                    void submit(form, { preventScrollReset: true });
                }}
            >
                <label>
                    <span>{t('changeStrap.collection')}</span>
                    <select name="collection" defaultValue={collection ?? ''}>
                        <option value="">{t('changeStrap.chooseCollection')}</option>
                        {collections.map((c) => (
                            <option key={c.slug} value={c.slug}>
                                {c.name}
                            </option>
                        ))}
                    </select>
                </label>
                <label>
                    <span>{t('changeStrap.watch')}</span>
                    <select name="watch" defaultValue={watch?.sku ?? ''} disabled={!collection}>
                        <option value="">{t('changeStrap.chooseWatch')}</option>
                        {watches.map((w) => (
                            <option key={w.sku} value={w.sku}>
                                {w.name} · {w.sku}
                            </option>
                        ))}
                    </select>
                </label>
                <noscript>
                    <button type="submit" className="button button--outline">
                        {t('changeStrap.show')}
                    </button>
                </noscript>
            </Form>
            {watch && (
                <div className="change-strap__result">
                    <p className="listing__count" role="status" data-total={totalStraps}>
                        {t('changeStrap.found', { count: totalStraps, watch: watch.name, width: watch.lugWidth })}
                    </p>
                    <ProductGrid cards={straps} />
                </div>
            )}
        </section>
    );
}
