import { failureStatus, isFailureCode } from '@maison/shared';

import { certificateDocument, lookUpCertificate } from '~/features/warranty/warranty.server';
import { shopContext } from '~/lib/context';

import type { Route } from './+types/service-blockchain-certificate';

/**
 * `/service/blockchain/certificate?serial=`: the signed certificate as a JSON file to keep and
 * check offline. The look-up counts like the page's; a refusal answers its code and status.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
    const lookup = await lookUpCertificate(context.get(shopContext), new URL(request.url).searchParams.get('serial'));
    if (lookup.state !== 'found') {
        const code = lookup.state === 'refused' ? lookup.code : 'WATCH_SERIAL_UNKNOWN';
        const status = isFailureCode(code) ? failureStatus(code) : 404;
        return Response.json(
            { code, ...(lookup.state === 'refused' && lookup.waitSeconds ? { waitSeconds: lookup.waitSeconds } : {}) },
            { status },
        );
    }
    const serial = lookup.certificate.serial;
    return new Response(`${JSON.stringify(certificateDocument(lookup.certificate), null, 2)}\n`, {
        headers: {
            'content-type': 'application/json; charset=utf-8',
            'content-disposition': `attachment; filename="certificate-${serial}.json"`,
            'cache-control': 'no-store',
        },
    });
}
