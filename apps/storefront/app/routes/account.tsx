import { Link } from 'react-router';

import { SignOutButton } from '~/features/account/components/SignOutButton';
import { memberName } from '~/features/account/member';
import { useMember } from '~/features/account/use-member';
import { ACCOUNT_NAV } from '~/features/layout/navigation';
import { localeContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/account';

export function loader({ context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    return { title: pageTitle(locale, serverT(locale)('pages.account')) };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

/** The account's overview: a greeting and the way to each part of the member's space. */
export default function AccountOverview() {
    const { t, i18n } = useTranslation();
    const member = useMember();
    const name = memberName(member, i18n.language);
    return (
        <div className="account-page">
            <h1 className="account-page__title">{t('pages.account')}</h1>
            <p className="account-page__lead">{name ? t('account.greeting', { name }) : t('account.greetingPlain')}</p>
            <ul className="account-cards">
                {ACCOUNT_NAV.filter((item) => item.to !== '/my-account').map((item) => (
                    <li key={item.to}>
                        <Link to={item.to} className="account-card">
                            <span className="account-card__title">{t(item.key)}</span>
                            <span className="account-card__lead">{t(`${item.key}Lead`)}</span>
                        </Link>
                    </li>
                ))}
            </ul>
            {/* The account bar's sign-out scrolls out of sight on a phone; this one stays in reach. */}
            <SignOutButton className="account-page__sign-out" buttonClassName="button button--secondary" />
        </div>
    );
}
