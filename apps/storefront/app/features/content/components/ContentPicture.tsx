import type { ContentAsset } from '@maison/shared';

import { imageUrl } from '~/lib/image-url';

type Source = Pick<ContentAsset, 'src' | 'mimeType' | 'width' | 'height'>;

/** The asset server resizes raster pictures; a vector one is sent as it is. */
function resizable(picture: Source): boolean {
    return picture.mimeType.startsWith('image/') && picture.mimeType !== 'image/svg+xml';
}

/**
 * A picture of the CMS at the width the layout gives it: the asset server's sizes as a srcset
 * (each preset is at most as wide as named), lazy unless it is the page's first picture.
 */
export function ContentImage({
    picture,
    alt,
    sizes,
    eager = false,
    className,
}: {
    picture: Source;
    alt: string;
    sizes: string;
    eager?: boolean;
    className?: string;
}) {
    const scalable = resizable(picture);
    const widths = (
        [
            ['medium', 600],
            ['detail', 800],
            ['large', 1200],
        ] as const
    ).filter(([, w]) => w <= Math.max(picture.width, 600));
    return (
        <img
            className={className}
            src={scalable ? imageUrl(picture.src, 'detail') : picture.src}
            srcSet={
                scalable ? widths.map(([preset, w]) => `${imageUrl(picture.src, preset)} ${w}w`).join(', ') : undefined
            }
            sizes={scalable ? sizes : undefined}
            width={picture.width || undefined}
            height={picture.height || undefined}
            alt={alt}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
        />
    );
}
