import { describe, expect, it } from 'vitest';

import zh from '~/locales/zh.json';

import { findPage, PAGES } from './pages';

const BRAND = 'morvaux';

describe('content pages', () => {
    it.each([
        ['/service/faq', 'faq'],
        ['/service/send-my-watch/step-3', 'sendStep'],
        ['/service/centers/zh', 'centers'],
        ['/service/centers', 'centers'],
        ['/find-your-morvaux/gifting', 'findYourGifting'],
        ['/order/SO1001', 'order'],
        ['/order/paid/SO1001', 'order'],
        ['/order/logistic/SO1001', 'orderLogistic'],
        ['/orders/all', 'orders'],
        ['/press-lounge/press-releases/data', 'pressReleasesData'],
        ['/news', 'news'],
    ])('%s is the page %s', (path, id) => {
        expect(findPage(path, BRAND)?.page.id).toBe(id);
    });

    it.each([
        '/order/%3Cb%3Ex%3C%2Fb%3E',
        '/order/lost/SO1',
        // The CMS's: brand pages, campaigns, legal texts, articles and releases (content-paths.ts).
        '/history/part-2',
        '/about/icons/diver',
        '/lunar-new-year',
        '/privacy-policy',
        '/mini-program/terms-of-use',
        '/news/details/spring',
        '/press-lounge/press-releases/42',
        '/stores/acme-boutiques',
        // Routes of their own (features/stores).
        '/stores',
        '/stores/morvaux-boutiques/beijing-skp',
        '/store/services/engraving',
        '/store/services/contact',
        '/stores/appointment',
        '/stores/appointment/shanghai-plaza-66',
        '/stores/appointment/confirm',
        '/orders/lost',
        '/find-your-acme',
        '/Service/faq',
    ])('%s is no page', (path) => {
        expect(findPage(path, BRAND)).toBeUndefined();
    });

    it('has a title for every page and a lead for every section', () => {
        const pages = zh.pages as Record<string, unknown>;
        const leads = pages.lead as Record<string, string>;
        for (const page of PAGES) {
            expect(typeof pages[page.id], page.id).toBe('string');
            expect(typeof leads[page.section], page.section).toBe('string');
        }
    });
});
