import { normaliseServiceReference } from '@maison/shared';
import { Link } from 'react-router';

import { RequestDetails } from '~/features/send-watch/components/RequestDetails';
import { ServiceRepair } from '~/features/service-repair/components/ServiceRepair';
import { loadRequestPage, serviceRepairAction } from '~/features/service-repair/service-repair.server';
import { localeContext, shopContext } from '~/lib/context';
import { notFound } from '~/lib/not-found';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/account-service-request';

/** One of the member's requests; another's, or none, is not found. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
    return loadRequestPage(
        request,
        context.get(shopContext),
        context.get(localeContext),
        params.reference,
        async () => undefined,
    );
}

/** The member's answer to the estimate, or its payment. */
export async function action({ params, request, context }: Route.ActionArgs) {
    const reference = normaliseServiceReference(params.reference);
    if (!reference) throw notFound();
    return serviceRepairAction(request, context.get(shopContext), reference, undefined);
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

export default function AccountServiceRequest({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    return (
        <div className="send-watch send-watch--account">
            <p>
                <Link to="/my-account/service-requests">{t('sendWatch.mine.back')}</Link>
            </p>
            <h1 className="send-watch__title">{t('sendWatch.request.title')}</h1>
            <RequestDetails request={loaderData.request}>
                <ServiceRepair request={loaderData.request} qr={loaderData.qr} answer={actionData} />
            </RequestDetails>
        </div>
    );
}
