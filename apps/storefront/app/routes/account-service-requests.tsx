import { formatDate } from '@maison/shared';
import { Link } from 'react-router';

import { loadMyRequests } from '~/features/send-watch/send-watch.server';
import { ownerTask } from '~/features/service-repair/service-repair';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/account-service-requests';

export async function loader({ context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    return {
        title: pageTitle(locale, serverT(locale)('sendWatch.mine.title')),
        requests: await loadMyRequests(context.get(shopContext)),
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

/** /my-account/service-requests: the member's watches sent for service, newest first. */
export default function AccountServiceRequests({ loaderData }: Route.ComponentProps) {
    const { t, i18n } = useTranslation();
    const { requests } = loaderData;
    return (
        <div className="send-watch send-watch--account">
            <h1 className="send-watch__title">{t('sendWatch.mine.title')}</h1>
            {requests.length === 0 ? (
                <p className="send-watch__note">
                    {t('sendWatch.mine.empty')}{' '}
                    <Link to="/service/send-my-watch/countries">{t('sendWatch.mine.start')}</Link>
                </p>
            ) : (
                <ul className="send-watch__list">
                    {requests.map((r) => {
                        const task = ownerTask(r);
                        return (
                            <li key={r.reference} className="service-repair__item" data-reference={r.reference}>
                                <Link to={`/my-account/service-requests/${r.reference}`}>
                                    <strong>{r.reference}</strong>
                                </Link>{' '}
                                · {r.modelName} · {t(`sendWatch.states.${r.state}`)} ·{' '}
                                {formatDate(r.createdAt, i18n.language)}
                                {task && (
                                    <span className="tag service-repair__flag" data-testid="service-flag">
                                        {t(`serviceRepair.list.${task}`)}
                                    </span>
                                )}
                            </li>
                        );
                    })}
                </ul>
            )}
        </div>
    );
}
