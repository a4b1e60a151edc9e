import { useTranslation } from '~/lib/use-translation';

import { offeredFiles } from '../blocks';
import type { ContentCardWithBlocks } from '../content.server';
import { Downloads, VideoPoster } from './ContentBlocks';
import { ContentImage } from './ContentPicture';

const MEDIA_SIZES = '(min-width: 1100px) 340px, (min-width: 640px) 45vw, 100vw';

/** A picture, video or press kit of the press lounge, with its files to download. */
export function MediaItem({ item }: { item: ContentCardWithBlocks }) {
    const { t } = useTranslation();
    const video = item.blocks.find((b) => b.type === 'video');
    const files = offeredFiles(item.hero, item.blocks, t('content.press.originalPicture'));
    return (
        <article className="media-item" data-media-type={item.mediaType ?? undefined}>
            {video ? (
                <VideoPoster block={{ ...video, caption: '', poster: video.poster ?? item.hero }} label={item.title} />
            ) : item.hero ? (
                <div className="media-item__media">
                    <ContentImage picture={item.hero} alt={item.title} sizes={MEDIA_SIZES} />
                </div>
            ) : null}
            <h3 className="media-item__title">{item.title}</h3>
            {item.summary && <p className="media-item__summary">{item.summary}</p>}
            <Downloads block={{ title: '', files }} />
        </article>
    );
}

export function MediaGrid({ items }: { items: readonly ContentCardWithBlocks[] }) {
    return (
        <ul className="media-grid" role="list">
            {items.map((item) => (
                <li key={item.path}>
                    <MediaItem item={item} />
                </li>
            ))}
        </ul>
    );
}
