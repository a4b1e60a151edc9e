import { describe, expect, it } from 'vitest';

import { buildRss } from './news-rss';

const channel = {
    title: 'Morvaux 新闻',
    description: '最新动态',
    link: 'https://shop.example/news',
    self: 'https://shop.example/news/rss.xml',
    language: 'zh-CN',
};

describe('the news feed', () => {
    it('is RSS 2.0 with each article, newest first, escaped', () => {
        const xml = buildRss({
            ...channel,
            items: [
                {
                    title: 'Watches & <Wonders>',
                    summary: 'A "new" \u0001calibre',
                    link: 'https://shop.example/news/details/wonders?lang=en',
                    publishedAt: '2026-04-01T02:00:00.000Z',
                    tags: ['events'],
                    image: {
                        url: 'https://shop.example/assets/a.jpg?preset=large',
                        mimeType: 'image/webp',
                        fileSize: 0,
                    },
                },
                {
                    title: '春季新品',
                    summary: '',
                    link: 'https://shop.example/news/details/spring',
                    publishedAt: '2026-03-01T02:00:00.000Z',
                    tags: [],
                },
            ],
        });
        expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
        expect(xml).toContain('<language>zh-CN</language>');
        expect(xml).toContain('<title>Watches &#38; &#60;Wonders&#62;</title>');
        expect(xml).toContain('<description>A &#34;new&#34; calibre</description>');
        expect(xml).toContain('<link>https://shop.example/news/details/wonders?lang=en</link>');
        expect(xml).toContain('<pubDate>Wed, 01 Apr 2026 02:00:00 GMT</pubDate>');
        expect(xml).toContain('<lastBuildDate>Wed, 01 Apr 2026 02:00:00 GMT</lastBuildDate>');
        expect(xml).toContain('<category>events</category>');
        expect(xml).toContain(
            '<enclosure url="https://shop.example/assets/a.jpg?preset=large" length="0" type="image/webp"/>',
        );
        expect(xml.indexOf('wonders')).toBeLessThan(xml.indexOf('spring'));
        expect(xml.match(/<item>/g)).toHaveLength(2);
    });

    it('is a valid empty channel without articles', () => {
        const xml = buildRss({ ...channel, items: [] });
        expect(xml).toContain('<channel>');
        expect(xml).not.toContain('<item>');
        expect(xml).not.toContain('lastBuildDate');
    });

    it('leaves out a date it cannot read', () => {
        const xml = buildRss({
            ...channel,
            items: [
                { title: 'x', summary: '', link: 'https://shop.example/news/details/x', publishedAt: '', tags: [] },
            ],
        });
        expect(xml).not.toContain('pubDate');
    });
});
