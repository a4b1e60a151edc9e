import { describe, expect, it } from 'vitest';

import { articleJsonLd } from './json-ld';

describe('article structured data', () => {
    const input = {
        type: 'NewsArticle' as const,
        url: 'https://shop.example/news/details/spring',
        headline: '春季新品',
        description: '三款新表',
        images: ['https://shop.example/assets/hero.jpg?preset=large'],
        datePublished: '2026-03-01T02:00:00.000Z',
        dateModified: '2026-03-02T02:00:00.000Z',
        inLanguage: 'zh-CN',
        publisher: { name: 'Morvaux', url: 'https://shop.example' },
    };

    it('describes a news article with its picture, dates and publisher', () => {
        expect(articleJsonLd(input)).toEqual({
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
            url: input.url,
            headline: '春季新品',
            description: '三款新表',
            image: input.images,
            datePublished: input.datePublished,
            dateModified: input.dateModified,
            inLanguage: 'zh-CN',
            author: { '@type': 'Organization', name: 'Morvaux', url: 'https://shop.example' },
            publisher: { '@type': 'Organization', name: 'Morvaux', url: 'https://shop.example' },
        });
    });

    it('cuts a long headline and leaves out what it lacks', () => {
        const ld = articleJsonLd({ ...input, headline: 'x'.repeat(300), images: [], datePublished: null }) as Record<
            string,
            unknown
        >;
        expect((ld.headline as string).length).toBe(110);
        expect(ld).not.toHaveProperty('image');
        expect(ld).not.toHaveProperty('datePublished');
    });
});
