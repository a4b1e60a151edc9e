import { normaliseServiceReference } from '@maison/shared';

import { RequestDetails } from '~/features/send-watch/components/RequestDetails';
import { readAccess } from '~/features/send-watch/send-watch.server';
import { ServiceRepair } from '~/features/service-repair/components/ServiceRepair';
import { loadRequestPage, serviceRepairAction } from '~/features/service-repair/service-repair.server';
import { localeContext, shopContext } from '~/lib/context';
import { notFound } from '~/lib/not-found';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/send-watch-request';

/** /service/send-my-watch/request/{reference}: a request for its member, or for the guest who holds its pass; else 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
    return loadRequestPage(
        request,
        context.get(shopContext),
        context.get(localeContext),
        params.reference,
        (reference) => readAccess(request, reference),
    );
}

/** The owner's answer to the estimate, or its payment: a member's own, or the guest's whose pass the cookie holds. */
export async function action({ params, request, context }: Route.ActionArgs) {
    const reference = normaliseServiceReference(params.reference);
    if (!reference) throw notFound();
    return serviceRepairAction(request, context.get(shopContext), reference, await readAccess(request, reference));
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

export default function SendWatchRequest({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    return (
        <div className="send-watch">
            <h1 className="send-watch__title">{t('sendWatch.request.title')}</h1>
            {loaderData.request.state === 'submitted' && (
                <p className="send-watch__note" role="status">
                    {t('sendWatch.request.thanks')}
                </p>
            )}
            <RequestDetails request={loaderData.request}>
                <ServiceRepair request={loaderData.request} qr={loaderData.qr} answer={actionData} />
            </RequestDetails>
        </div>
    );
}
