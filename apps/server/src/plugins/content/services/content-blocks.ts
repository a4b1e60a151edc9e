import type { ContentAsset, ContentBlock, ContentBlockInput } from '@maison/shared';

import { sanitizeContentBlock } from './content-text';

/**
 * Saved blocks as the shop serves them: sanitised again, assets resolved by `asset` (a block
 * whose asset is gone is left out, as is a gallery's or a download list's missing item).
 */
export function resolveContentBlocks(
    blocks: readonly ContentBlockInput[],
    asset: (id: string) => ContentAsset | undefined,
): ContentBlock[] {
    const out: ContentBlock[] = [];
    for (const saved of blocks) {
        const block = sanitizeContentBlock(saved);
        if (!block) continue;
        switch (block.type) {
            case 'richText':
                if (block.html) out.push(block);
                break;
            case 'picture': {
                const found = asset(block.assetId);
                if (found)
                    out.push({ type: 'picture', asset: found, alt: block.alt ?? '', caption: block.caption ?? '' });
                break;
            }
            case 'gallery': {
                const pictures = block.pictures.flatMap((p) => {
                    const found = asset(p.assetId);
                    return found ? [{ asset: found, alt: p.alt ?? '', caption: p.caption ?? '' }] : [];
                });
                if (pictures.length) out.push({ type: 'gallery', pictures });
                break;
            }
            case 'video': {
                const found = asset(block.assetId);
                const poster = block.posterAssetId ? (asset(block.posterAssetId) ?? null) : null;
                if (found) out.push({ type: 'video', asset: found, poster, caption: block.caption ?? '' });
                break;
            }
            case 'quote':
                out.push({ type: 'quote', text: block.text, cite: block.cite ?? '' });
                break;
            case 'products':
                out.push({ type: 'products', title: block.title ?? '', skus: block.skus });
                break;
            case 'cta':
                out.push(block);
                break;
            case 'downloads': {
                const files = block.files.flatMap((f) => {
                    const found = asset(f.assetId);
                    return found ? [{ asset: found, label: f.label }] : [];
                });
                if (files.length) out.push({ type: 'downloads', title: block.title ?? '', files });
                break;
            }
        }
    }
    return out;
}
