/** The asset server's sizes (apps/server/src/vendure-config.ts, AssetServerPlugin presets). */
export type ImagePreset = 'tiny' | 'thumb' | 'card' | 'card2x' | 'medium' | 'detail' | 'large';

/**
 * A picture of the asset server in one of its sizes, as WebP: about half the bytes of the JPEG
 * at the same size, which every browser the shop supports (WeChat's included) shows.
 */
export function imageUrl(preview: string, preset: ImagePreset): string {
    return `${preview}?preset=${preset}&format=webp`;
}
