import { normaliseServiceReference } from '@maison/shared';
import QRCode from 'qrcode';

import { loadRequest, readAccess } from '~/features/send-watch/send-watch.server';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { notFound } from '~/lib/not-found';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/send-watch-label';

/** /service/send-my-watch/label/{reference}: the printable pick-up label, for the request's owner only. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
    const reference = normaliseServiceReference(params.reference);
    if (!reference) throw notFound();
    const found = await loadRequest(context.get(shopContext), reference, await readAccess(request, reference));
    if (!found) throw notFound();
    const qr = await QRCode.toString(found.reference, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    const locale = context.get(localeContext);
    return { title: pageTitle(locale, serverT(locale)('sendWatch.label.title')), request: found, qr };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

export default function SendWatchLabel({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { request, qr } = loaderData;
    const address = request.pickupAddress;
    return (
        <article className="send-watch__label">
            <h1>{t('sendWatch.label.title')}</h1>
            <p className="send-watch__label-ref">{request.reference}</p>
            {/* Drawn on the server from the reference alone: no markup of the visitor's reaches it. */}
            <div
                className="send-watch__qr"
                role="img"
                aria-label={request.reference}
                dangerouslySetInnerHTML={{ __html: qr }}
            />
            <p>{request.name}</p>
            <p>
                {address
                    ? `${request.pickupDate} · ${address.province}${address.city}${address.district} ${address.streetLine}`
                    : `${t('sendWatch.travel.dropOff')}: ${request.dropOffStoreSlug}`}
            </p>
            <p className="send-watch__note">{t('sendWatch.label.hint')}</p>
        </article>
    );
}
