import { failureStatus, isFailureCode } from '@maison/shared';
import { data, redirect, useNavigation } from 'react-router';

import { RegisterWatchForm } from '~/features/warranty/components/RegisterWatchForm';
import { WarrantyCard } from '~/features/warranty/components/WarrantyCard';
import { loadMyWatches, registerWatch } from '~/features/warranty/warranty.server';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readFields } from '~/lib/read-form';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/account-watches';

const PATH = '/my-account/watches';

/** The member's registered watches with their warranty cards; `?registered=` names the one just added. */
export async function loader({ request, context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    return {
        title: pageTitle(locale, serverT(locale)('warranty.mine.title')),
        watches: await loadMyWatches(context.get(shopContext)),
        registered: new URL(request.url).searchParams.get('registered')?.slice(0, 40) ?? null,
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

/** Registers a watch; a refusal comes back with the code's status (400 for the form's fields). */
export async function action({ request, context }: Route.ActionArgs) {
    const answer = await registerWatch(context.get(shopContext), await readFields(request));
    if (answer.ok) return redirect(`${PATH}?registered=${encodeURIComponent(answer.serial)}`);
    return data(answer, { status: answer.code && isFailureCode(answer.code) ? failureStatus(answer.code) : 400 });
}

/** /my-account/watches: the member's watches and the form that adds one. */
export default function AccountWatches({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const navigation = useNavigation();
    const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
    const { watches, registered } = loaderData;
    return (
        <div className="account-page warranty-page">
            <h1 className="account-page__title">{t('warranty.mine.title')}</h1>
            {registered && watches.some((w) => w.serial === registered) && (
                <p className="account-page__notice" role="status">
                    {t('warranty.mine.registered', { serial: registered })}
                </p>
            )}
            {watches.length === 0 ? (
                <p className="account-page__empty">{t('warranty.mine.empty')}</p>
            ) : (
                <ul className="warranty-cards" aria-label={t('warranty.mine.title')}>
                    {watches.map((card) => (
                        <WarrantyCard key={card.id} card={card} />
                    ))}
                </ul>
            )}
            {/* A new key after a registration empties the fields the browser kept. */}
            <RegisterWatchForm key={registered ?? ''} answer={actionData} busy={busy} />
        </div>
    );
}
