export interface ArticleJsonLdInput {
    /** NewsArticle for the news, Article for press releases and brand pages. */
    type: 'NewsArticle' | 'Article';
    url: string;
    headline: string;
    description: string;
    /** Absolute addresses of the article's pictures, the hero first. */
    images: readonly string[];
    datePublished: string | null;
    dateModified: string;
    /** BCP 47. */
    inLanguage: string;
    publisher: { name: string; url: string };
}

/** Search engines cut a headline after 110 characters. */
const HEADLINE_MAX = 110;

/** schema.org structured data of an article, for its page's head. */
export function articleJsonLd(input: ArticleJsonLdInput): object {
    const headline =
        input.headline.length > HEADLINE_MAX ? `${input.headline.slice(0, HEADLINE_MAX - 1)}…` : input.headline;
    return {
        '@context': 'https://schema.org',
        '@type': input.type,
        mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
        url: input.url,
        headline,
        description: input.description,
        ...(input.images.length ? { image: [...input.images] } : {}),
        ...(input.datePublished ? { datePublished: input.datePublished } : {}),
        dateModified: input.dateModified,
        inLanguage: input.inLanguage,
        author: { '@type': 'Organization', name: input.publisher.name, url: input.publisher.url },
        publisher: { '@type': 'Organization', name: input.publisher.name, url: input.publisher.url },
    };
}
