import { MEMBER_TIERS } from '@maison/shared';
import { Link } from 'react-router';

import { loadClubStanding } from '~/features/account/profile.server';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/account-member-club';

export async function loader({ context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    return {
        title: pageTitle(locale, serverT(locale)('pages.memberClub')),
        standing: await loadClubStanding(context.get(shopContext)),
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

/** The member club (spec §2): the member's tier, their points from paid orders and the way up. */
export default function AccountMemberClub({ loaderData }: Route.ComponentProps) {
    const { t, i18n } = useTranslation();
    const { standing } = loaderData;
    const number = (n: number) => n.toLocaleString(i18n.language);
    const current = MEMBER_TIERS.find((tier) => tier.id === standing.tier) ?? MEMBER_TIERS[0];
    const next = MEMBER_TIERS.find((tier) => tier.id === standing.nextTier);
    const progress = next
        ? Math.min(
              100,
              Math.round(((standing.points - current.minPoints) / (next.minPoints - current.minPoints)) * 100),
          )
        : 100;
    return (
        <div className="account-page account-page--narrow">
            <h1 className="account-page__title">{t('pages.memberClub')}</h1>
            <section className="club-card" aria-labelledby="club-tier">
                <p className="club-card__label">{t('account.clubPage.tierLabel')}</p>
                <h2 id="club-tier" className="club-card__tier">
                    {t(`account.clubPage.tiers.${standing.tier}`)}
                </h2>
                <p className="club-card__points">{t('account.clubPage.points', { points: number(standing.points) })}</p>
                <progress
                    className="club-card__bar"
                    max={100}
                    value={progress}
                    aria-label={t('account.clubPage.progress')}
                />
                <p className="club-card__next">
                    {next && standing.pointsToNextTier !== null
                        ? t('account.clubPage.toNext', {
                              points: number(standing.pointsToNextTier),
                              tier: t(`account.clubPage.tiers.${next.id}`),
                          })
                        : t('account.clubPage.top')}
                </p>
            </section>
            <p className="account-page__lead">{t('account.clubPage.how')}</p>
            <ul className="club-tiers">
                {MEMBER_TIERS.map((tier) => (
                    <li key={tier.id} aria-current={tier.id === standing.tier ? 'true' : undefined}>
                        <strong>{t(`account.clubPage.tiers.${tier.id}`)}</strong>{' '}
                        {t('account.clubPage.from', { points: number(tier.minPoints) })}
                    </li>
                ))}
            </ul>
            <p className="club-links">
                <Link to="/my-account/sign-in">{t('account.dailyCheckIn')}</Link>
                <Link to="/member-club-terms">{t('pages.clubTerms')}</Link>
            </p>
        </div>
    );
}
