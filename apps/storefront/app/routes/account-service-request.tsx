import { normaliseServiceReference } from '@maison/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { RequestDetails } from '~/features/send-watch/components/RequestDetails';
import { loadRequest } from '~/features/send-watch/send-watch.server';
import { ServiceRepair } from '~/features/service-repair/components/ServiceRepair';
import { openPaymentQr, serviceRepairAction } from '~/features/service-repair/service-repair.server';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { notFound } from '~/lib/not-found';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/account-service-request';

/** One of the member's requests; another's, or none, is not found. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
    const reference = normaliseServiceReference(params.reference);
    if (!reference) throw notFound();
    const found = await loadRequest(context.get(shopContext), reference, undefined);
    if (!found) throw notFound();
    const locale = context.get(localeContext);
    return {
        title: pageTitle(locale, serverT(locale)('sendWatch.request.title')),
        request: found,
        qr: await openPaymentQr(request, found),
    };
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
