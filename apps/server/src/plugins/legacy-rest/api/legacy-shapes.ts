import type { ConfigService, RequestContext } from '@vendure/core';
import { z } from 'zod';

/*
 * Pieces the catalogue's, the stores' and the addresses' rows answer alike.
 *
 * Money: Vendure keeps integer fen (spec §9: backend prices are cents); the mini-program shows
 * yuan. Each amount is sent both ways, `price` in yuan (a decimal, as Magento's amounts are) and
 * `price_fen` as the shop keeps it, so a client that sums amounts can do so without rounding.
 */

/** An amount: `price` in yuan (fen / 100), `price_fen` in integer fen. */
export const priceFields = {
    price: z.number().describe('In yuan (fen / 100)'),
    price_fen: z.number().int().describe('In fen, as the shop keeps it'),
};

export function priceOf(fen: number): { price: number; price_fen: number } {
    return { price: fen / 100, price_fen: fen };
}

/**
 * The sizes the asset server serves a picture in (vendure-config.ts, AssetServerPlugin presets)
 * that a phone needs: a list's thumbnail, a card, a detail page's picture and a zoomed one.
 */
const IMAGE_PRESETS = ['thumb', 'card', 'detail', 'large'] as const;

export const imageSchema = z
    .object({
        id: z.string(),
        url: z.string().describe('The picture as uploaded (its preview)'),
        thumb: z.string().describe('150×150, cropped'),
        card: z.string().describe('216×326, cropped (a product card)'),
        detail: z.string().describe('At most 800×1200'),
        large: z.string().describe('At most 1200×1800'),
    })
    .describe('A picture through the asset server, in its preset sizes');
export type LegacyImage = z.infer<typeof imageSchema>;

/** A picture's URLs as the Shop API writes them (absolute, through the asset server), in each preset. */
export function imageOf(
    config: ConfigService,
    ctx: RequestContext,
    asset: { id: string | number; preview: string } | null | undefined,
): LegacyImage | null {
    if (!asset) return null;
    const strategy = config.assetOptions.assetStorageStrategy;
    const url = ctx.req && strategy.toAbsoluteUrl ? strategy.toAbsoluteUrl(ctx.req, asset.preview) : asset.preview;
    const sized = Object.fromEntries(IMAGE_PRESETS.map((preset) => [preset, `${url}?preset=${preset}`])) as Record<
        (typeof IMAGE_PRESETS)[number],
        string
    >;
    return { id: String(asset.id), url, ...sized };
}
