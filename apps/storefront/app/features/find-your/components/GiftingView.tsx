import { Link, useLocation } from 'react-router';

import { ProductGrid } from '~/features/catalog/components/ProductGrid';
import { useTranslation } from '~/lib/use-translation';

import type { GiftingData } from '../find-your.server';

/** `/find-your-{brand}/gifting`: the catalogue by budget, each with a link to all of it. */
export function GiftingView({ data }: { data: GiftingData }) {
    const { t } = useTranslation();
    const { pathname } = useLocation();
    return (
        <article className="find-your">
            <header className="find-your__head">
                <h1>{data.title}</h1>
                <p className="find-your__lead">{t('findYour.gifting.lead')}</p>
            </header>
            {data.budgets.map((b) => (
                <section key={b.id} className="find-your__budget" aria-labelledby={`gift-${b.id}`}>
                    <h2 id={`gift-${b.id}`}>{t(`findYour.gifting.budget.${b.id}`)}</h2>
                    {b.cards.length > 0 ? (
                        <>
                            <ProductGrid cards={b.cards} eager={0} />
                            <p className="find-your__more">
                                <Link to={b.listingHref}>{t('findYour.result.seeAll', { count: b.totalItems })}</Link>
                            </p>
                        </>
                    ) : (
                        <p>{t('findYour.gifting.none')}</p>
                    )}
                </section>
            ))}
            <p className="find-your__gifting">
                <Link to={pathname.replace(/\/gifting\/?$/, '')}>{t('findYour.gifting.quiz')}</Link>
            </p>
        </article>
    );
}
