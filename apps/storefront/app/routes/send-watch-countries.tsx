import { Form, Link, redirect } from 'react-router';

import { localeContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readFields } from '~/lib/read-form';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/send-watch-countries';

/** Where a watch may be sent from: mainland China here; elsewhere, a service centre of that country. */
const COUNTRIES = ['CN', 'HK', 'MO', 'TW', 'CH', 'DE', 'FR', 'GB', 'US', 'JP', 'SG', 'other'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    const country = new URL(request.url).searchParams.get('country');
    return {
        title: pageTitle(locale, serverT(locale)('sendWatch.title')),
        abroad: country && country !== 'CN' && (COUNTRIES as readonly string[]).includes(country) ? country : null,
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches) }) : [];

/** Mainland China goes on to step 1; another country is told to use a centre there. */
export async function action({ request }: Route.ActionArgs) {
    const { country } = await readFields(request);
    if (country === 'CN') return redirect('/service/send-my-watch/step-1');
    const known = (COUNTRIES as readonly string[]).includes(country ?? '') ? country : 'other';
    return redirect(`/service/send-my-watch/countries?country=${known}`);
}

export default function SendWatchCountries({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { abroad } = loaderData;
    return (
        <div className="send-watch">
            <h1 className="send-watch__title">{t('sendWatch.title')}</h1>
            <p className="send-watch__note">{t('sendWatch.countries.lead')}</p>
            <Form method="post" className="send-watch__form">
                <div className="field">
                    <label htmlFor="send-watch-country">{t('sendWatch.countries.where')}</label>
                    <select id="send-watch-country" name="country" className="input" defaultValue={abroad ?? 'CN'}>
                        {COUNTRIES.map((c) => (
                            <option key={c} value={c}>
                                {t(`sendWatch.countries.names.${c}`)}
                            </option>
                        ))}
                    </select>
                </div>
                <button type="submit" className="button button--primary">
                    {t('sendWatch.next')}
                </button>
            </Form>
            {abroad && (
                <p className="send-watch__abroad" role="status">
                    {t('sendWatch.countries.abroad')}{' '}
                    <Link to={`/service/centers/${abroad === 'other' ? 'countries' : abroad.toLowerCase()}`}>
                        {t('sendWatch.countries.centres')}
                    </Link>
                </p>
            )}
            <p>
                <Link to="/service/send-my-watch/track">{t('sendWatch.track.link')}</Link>
            </p>
        </div>
    );
}
