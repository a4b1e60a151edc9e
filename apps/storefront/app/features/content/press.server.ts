import { type Locale, MAX_CONTENT_PAGE_SIZE } from '@maison/shared';

import { pageTitle, serverT } from '~/lib/messages.server';
import type { ShopClient } from '~/lib/shop-client.server';

import {
    type ContentCardView,
    type ContentCardWithBlocks,
    loadEntryList,
    loadEntryListWithBlocks,
    loadYears,
} from './content.server';

/** How many of each the landing page shows before linking to the whole list. */
const LANDING_RELEASES = 4;
const LANDING_MEDIA = 6;
const LANDING_KITS = 3;

interface Titled {
    title: string;
    metaTitle: string;
    description: string;
}

function titled(locale: Locale, pageId: string, descriptionKey: string): Titled {
    const t = serverT(locale);
    const title = t(`pages.${pageId}`);
    return { title, metaTitle: pageTitle(locale, title), description: t(descriptionKey) };
}

export interface PressLandingData extends Titled {
    releases: ContentCardView[];
    media: ContentCardWithBlocks[];
    kits: ContentCardWithBlocks[];
}

/** /press-lounge: the latest releases, pictures and videos, and the press kits. */
export async function loadPressLanding(client: ShopClient, locale: Locale): Promise<PressLandingData> {
    const [releases, pictures, videos, kits] = await Promise.all([
        loadEntryList(client, { kind: 'press', take: LANDING_RELEASES }),
        loadEntryListWithBlocks(client, { kind: 'media', mediaType: 'picture', take: LANDING_MEDIA }),
        loadEntryListWithBlocks(client, { kind: 'media', mediaType: 'video', take: LANDING_MEDIA }),
        loadEntryListWithBlocks(client, { kind: 'media', mediaType: 'pressKit', take: LANDING_KITS }),
    ]);
    const media = [...videos.items, ...pictures.items]
        .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
        .slice(0, LANDING_MEDIA);
    return {
        ...titled(locale, 'pressLounge', 'content.press.description'),
        releases: releases.items,
        media,
        kits: kits.items,
    };
}

export interface MediaCenterData extends Titled {
    pictures: ContentCardWithBlocks[];
    videos: ContentCardWithBlocks[];
}

/** /press-lounge/media-center: every picture and video to download. */
export async function loadMediaCenter(client: ShopClient, locale: Locale): Promise<MediaCenterData> {
    const [pictures, videos] = await Promise.all([
        loadEntryListWithBlocks(client, { kind: 'media', mediaType: 'picture', take: MAX_CONTENT_PAGE_SIZE }),
        loadEntryListWithBlocks(client, { kind: 'media', mediaType: 'video', take: MAX_CONTENT_PAGE_SIZE }),
    ]);
    return {
        ...titled(locale, 'mediaCenter', 'content.press.mediaCenterDescription'),
        pictures: pictures.items,
        videos: videos.items,
    };
}

export interface MediaDataData extends Titled {
    kits: ContentCardWithBlocks[];
}

/** /press-lounge/media-data: press kits and fact sheets. */
export async function loadMediaData(client: ShopClient, locale: Locale): Promise<MediaDataData> {
    const kits = await loadEntryListWithBlocks(client, {
        kind: 'media',
        mediaType: 'pressKit',
        take: MAX_CONTENT_PAGE_SIZE,
    });
    return { ...titled(locale, 'mediaData', 'content.press.mediaDataDescription'), kits: kits.items };
}

export interface PressYear {
    year: number;
    releases: ContentCardWithBlocks[];
}

export interface PressReleasesData extends Titled {
    years: PressYear[];
}

/**
 * The press releases by year (Beijing time), newest first: the list and the data table.
 * A year holds at most a list's worth of releases, which is more than a maker publishes.
 */
export async function loadPressReleases(
    client: ShopClient,
    locale: Locale,
    page: 'pressReleases' | 'pressReleasesData',
): Promise<PressReleasesData> {
    const years = await loadYears(client, 'press');
    const lists = await Promise.all(
        years.map((year) => loadEntryListWithBlocks(client, { kind: 'press', year, take: MAX_CONTENT_PAGE_SIZE })),
    );
    return {
        ...titled(
            locale,
            page,
            page === 'pressReleases' ? 'content.press.releasesDescription' : 'content.press.dataDescription',
        ),
        years: years.map((year, i) => ({ year, releases: lists[i]?.items ?? [] })),
    };
}
