import QRCode from 'qrcode';

import { isQrName } from '~/features/layout/qr';
import { qrTarget } from '~/features/layout/qr-targets.server';
import { notFound } from '~/lib/not-found';

import type { Route } from './+types/qr';

/** A QR code as SVG, drawn on request from the configured address. */
export async function loader({ params }: Route.LoaderArgs) {
    if (!isQrName(params.name)) throw notFound();
    const svg = await QRCode.toString(qrTarget(params.name), {
        type: 'svg',
        margin: 1,
        color: { dark: '#1b1a18', light: '#ffffff' },
    });
    return new Response(svg, {
        headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
}
