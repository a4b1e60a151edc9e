/** One article of the feed: its texts as served, its absolute link and first publication. */
export interface RssItem {
    title: string;
    summary: string;
    link: string;
    /** ISO 8601. */
    publishedAt: string;
    /** The hero picture's absolute address, as an enclosure. */
    image?: { url: string; mimeType: string; fileSize: number };
    tags: readonly string[];
}

export interface RssChannel {
    title: string;
    description: string;
    /** The news page's absolute address. */
    link: string;
    /** The feed's own absolute address (atom:link rel="self"). */
    self: string;
    /** BCP 47, e.g. zh-CN. */
    language: string;
    items: readonly RssItem[];
}

// Characters XML 1.0 does not allow at all would make the whole feed unreadable.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function escapeXml(text: string): string {
    return text.replace(NOT_XML, '').replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** RFC 822 dates, as RSS 2.0 asks; an unreadable date is left out rather than invented. */
function rfc822(iso: string): string | undefined {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? undefined : new Date(time).toUTCString();
}

/** An RSS 2.0 feed of the news, newest first as given. */
export function buildRss(channel: RssChannel): string {
    const newest = channel.items[0] ? rfc822(channel.items[0].publishedAt) : undefined;
    const items = channel.items.map((item) => {
        const date = rfc822(item.publishedAt);
        return [
            '<item>',
            `<title>${escapeXml(item.title)}</title>`,
            `<link>${escapeXml(item.link)}</link>`,
            `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
            `<description>${escapeXml(item.summary)}</description>`,
            date ? `<pubDate>${date}</pubDate>` : '',
            ...item.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
            item.image
                ? `<enclosure url="${escapeXml(item.image.url)}" length="${item.image.fileSize}" type="${escapeXml(item.image.mimeType)}"/>`
                : '',
            '</item>',
        ].join('');
    });
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
        '<channel>',
        `<title>${escapeXml(channel.title)}</title>`,
        `<link>${escapeXml(channel.link)}</link>`,
        `<description>${escapeXml(channel.description)}</description>`,
        `<language>${escapeXml(channel.language)}</language>`,
        `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
        newest ? `<lastBuildDate>${newest}</lastBuildDate>` : '',
        ...items,
        '</channel>',
        '</rss>',
        '',
    ]
        .filter((line) => line !== '')
        .join('\n');
}
