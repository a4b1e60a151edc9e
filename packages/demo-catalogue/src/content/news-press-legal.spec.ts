import {
    CONSENT_DOCUMENT_PATHS,
    CONTENT_HTML_MAX_LENGTH,
    CONTENT_PATH_MAX_LENGTH,
    CONTENT_PATH_PATTERN,
    CONTENT_SEO_DESCRIPTION_MAX_LENGTH,
    CONTENT_SEO_TITLE_MAX_LENGTH,
    CONTENT_SLUG_PATTERN,
    CONTENT_SUMMARY_MAX_LENGTH,
    CONTENT_TAG_MAX_LENGTH,
    CONTENT_TEXT_MAX_LENGTH,
    CONTENT_TITLE_MAX_LENGTH,
    isSafeContentHref,
    MAX_CONTENT_BLOCKS,
    MAX_CONTENT_TAGS,
    MAX_PRODUCT_ROW_SKUS,
    MEMBER_TERMS_VERSION,
    MEMBER_TIERS,
    PRIVACY_POLICY_VERSION,
} from '@maison/shared';
import { describe, expect, it } from 'vitest';

import { buildCatalogue } from '../build-catalogue';
import type { SeedLanguage } from '../catalogue.types';
import type { DemoContentBlock, DemoContentEntry } from './content-data.types';
import { legalEntries } from './legal';
import { NEWS_TAGS, newsEntries } from './news';
import { pressEntries } from './press';

const LANGUAGES: SeedLanguage[] = ['zh', 'en', 'de'];
const ALL = [...newsEntries, ...pressEntries, ...legalEntries];
/** The demo's two years of news end on this day, which is in the past when the shop is seeded. */
const FIRST_DAY = Date.parse('2024-11-20T00:00:00+08:00');
const LAST_DAY = Date.parse('2026-11-21T00:00:00+08:00');
const CJK = /[\u4e00-\u9fff]/;

const LEGAL_PATHS = [
    '/privacy-policy',
    '/member-club-terms',
    '/terms-conditions',
    '/terms-of-use',
    '/mini-program/terms-of-use',
    '/mini-program/distribution_service',
];

/** Every text a visitor reads in one translation's blocks. */
function blockTexts(block: DemoContentBlock): string[] {
    switch (block.type) {
        case 'richText':
            return [block.html];
        case 'quote':
            return [block.text, block.cite ?? ''];
        case 'products':
            return [block.title ?? ''];
        case 'cta':
            return [block.label];
        default:
            return [];
    }
}

function hrefs(block: DemoContentBlock): string[] {
    if (block.type === 'cta') return [block.href];
    if (block.type !== 'richText') return [];
    return [...block.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
}

/** The tags of rich text left open or closed out of turn, e.g. `</p>` after `<ul>`. */
function unbalancedTags(html: string): string[] {
    const open: string[] = [];
    const wrong: string[] = [];
    for (const [, closing, name] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
        if (name === 'br') continue;
        if (!closing) open.push(name);
        else if (open.pop() !== name) wrong.push(name);
    }
    return [...wrong, ...open];
}

const plain = (html: string) => html.replace(/<[^>]+>/g, '');
const legalText = (path: string, lang: SeedLanguage) =>
    plain(
        legalEntries
            .find((e) => e.path === path)!
            .translations[lang].blocks.flatMap(blockTexts)
            .join(' '),
    );

describe('demo news, press releases and legal texts', () => {
    it('hold at least eight news articles and eight press releases, and exactly the six legal documents', () => {
        expect(newsEntries.length).toBeGreaterThanOrEqual(8);
        expect(pressEntries.length).toBeGreaterThanOrEqual(8);
        expect(newsEntries.every((e) => e.kind === 'news')).toBe(true);
        expect(pressEntries.every((e) => e.kind === 'press')).toBe(true);
        expect(legalEntries.every((e) => e.kind === 'legal')).toBe(true);
        expect(legalEntries.map((e) => e.path).sort()).toEqual([...LEGAL_PATHS].sort());
        expect(LEGAL_PATHS).toEqual(expect.arrayContaining(Object.values(CONSENT_DOCUMENT_PATHS)));
    });

    it('date news and press over the two years to 20 November 2026, none in the future', () => {
        for (const entry of ALL) {
            const at = Date.parse(entry.publishedAt);
            expect(at, entry.path).not.toBeNaN();
            expect(at, entry.path).toBeGreaterThanOrEqual(FIRST_DAY);
            expect(at, entry.path).toBeLessThan(LAST_DAY);
            expect(at, entry.path).toBeLessThanOrEqual(Date.now());
        }
        const inYear = (entries: DemoContentEntry[], year: string) =>
            entries.filter((e) => e.publishedAt.startsWith(year)).length;
        expect(inYear(pressEntries, '2025')).toBeGreaterThanOrEqual(4);
        expect(inYear(pressEntries, '2026')).toBeGreaterThanOrEqual(4);
        expect(inYear(newsEntries, '2025')).toBeGreaterThanOrEqual(3);
        expect(inYear(newsEntries, '2026')).toBeGreaterThanOrEqual(3);
    });

    it('address news and press by unique slugs and legal texts by unique storefront paths', () => {
        for (const entry of [...newsEntries, ...pressEntries]) expect(entry.path).toMatch(CONTENT_SLUG_PATTERN);
        for (const entry of legalEntries) expect(entry.path).toMatch(CONTENT_PATH_PATTERN);
        for (const entries of [newsEntries, pressEntries, legalEntries]) {
            const paths = entries.map((e) => e.path);
            expect(new Set(paths).size).toBe(paths.length);
        }
        for (const entry of ALL) expect(entry.path.length).toBeLessThanOrEqual(CONTENT_PATH_MAX_LENGTH);
    });

    it('give news and press a hero named after the slug, tags from the small set, and three to six blocks', () => {
        for (const entry of newsEntries) expect(entry.hero).toBe(`news-${entry.path}.jpg`);
        for (const entry of pressEntries) expect(entry.hero).toBe(`press-${entry.path}.jpg`);
        for (const entry of [...newsEntries, ...pressEntries]) {
            expect(entry.tags?.length, entry.path).toBeGreaterThan(0);
            for (const tag of entry.tags ?? []) expect(NEWS_TAGS).toContain(tag);
        }
        for (const entry of newsEntries) {
            for (const lang of LANGUAGES) {
                const { blocks } = entry.translations[lang];
                expect(blocks.length, entry.path).toBeGreaterThanOrEqual(3);
                expect(blocks.length, entry.path).toBeLessThanOrEqual(6);
                expect(blocks.some((b) => b.type === 'quote')).toBe(true);
            }
        }
    });

    it('write every entry in Chinese, English and German, each its own text', () => {
        for (const entry of ALL) {
            for (const lang of LANGUAGES) {
                const t = entry.translations[lang];
                for (const text of [t.title, t.summary, t.seoTitle ?? '', t.seoDescription ?? ''])
                    expect(text.trim(), `${entry.path} ${lang}`).not.toBe('');
                expect(t.blocks.length).toBeGreaterThan(0);
                for (const text of t.blocks.flatMap(blockTexts)) expect(text.trim()).not.toBe('');
                const all = [t.title, t.summary, ...t.blocks.flatMap(blockTexts)].join(' ');
                if (lang === 'zh') expect(t.title, entry.path).toMatch(CJK);
                else expect(all, `${entry.path} ${lang}`).not.toMatch(CJK);
            }
            const { zh, en, de } = entry.translations;
            expect(new Set([zh.title, en.title, de.title]).size, entry.path).toBe(3);
            expect(new Set([zh.summary, en.summary, de.summary]).size, entry.path).toBe(3);
            // The same body in each language: as many blocks, of the same kinds, in the same order.
            expect(en.blocks.map((b) => b.type)).toEqual(zh.blocks.map((b) => b.type));
            expect(de.blocks.map((b) => b.type)).toEqual(zh.blocks.map((b) => b.type));
        }
    });

    it('stay within the shared limits', () => {
        for (const entry of ALL) {
            expect((entry.tags ?? []).length).toBeLessThanOrEqual(MAX_CONTENT_TAGS);
            for (const tag of entry.tags ?? []) expect(tag.length).toBeLessThanOrEqual(CONTENT_TAG_MAX_LENGTH);
            for (const lang of LANGUAGES) {
                const t = entry.translations[lang];
                const where = `${entry.path} ${lang}`;
                expect(t.title.length, where).toBeLessThanOrEqual(CONTENT_TITLE_MAX_LENGTH);
                expect(t.summary.length, where).toBeLessThanOrEqual(CONTENT_SUMMARY_MAX_LENGTH);
                expect((t.seoTitle ?? '').length, where).toBeLessThanOrEqual(CONTENT_SEO_TITLE_MAX_LENGTH);
                expect((t.seoDescription ?? '').length, where).toBeLessThanOrEqual(CONTENT_SEO_DESCRIPTION_MAX_LENGTH);
                expect(t.blocks.length, where).toBeLessThanOrEqual(MAX_CONTENT_BLOCKS);
                for (const block of t.blocks) {
                    if (block.type === 'richText')
                        expect(block.html.length).toBeLessThanOrEqual(CONTENT_HTML_MAX_LENGTH);
                    if (block.type === 'products') expect(block.skus.length).toBeLessThanOrEqual(MAX_PRODUCT_ROW_SKUS);
                    if (block.type === 'quote') {
                        expect(block.text.length, where).toBeLessThanOrEqual(CONTENT_TEXT_MAX_LENGTH);
                        expect((block.cite ?? '').length, where).toBeLessThanOrEqual(CONTENT_TEXT_MAX_LENGTH);
                    }
                }
            }
        }
    });

    it('show only skus of the demo catalogue in product rows', () => {
        const skus = new Set(buildCatalogue().products.map((p) => p.sku));
        const rows = ALL.flatMap((e) => LANGUAGES.flatMap((lang) => e.translations[lang].blocks)).filter(
            (b) => b.type === 'products',
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
            expect(row.skus.length).toBeGreaterThan(0);
            for (const sku of row.skus) expect(skus.has(sku), sku).toBe(true);
        }
    });

    it('write rich text that is well formed, with safe links and nothing that runs', () => {
        let links = 0;
        for (const entry of ALL) {
            for (const lang of LANGUAGES) {
                for (const block of entry.translations[lang].blocks) {
                    for (const href of hrefs(block)) {
                        links++;
                        expect(isSafeContentHref(href), `${entry.path} ${lang} ${href}`).toBe(true);
                    }
                    if (block.type !== 'richText') continue;
                    expect(unbalancedTags(block.html), `${entry.path} ${lang}`).toEqual([]);
                    expect(block.html).not.toMatch(/<script|<style|<iframe|\son[a-z]+=|javascript:/i);
                }
            }
        }
        expect(links).toBeGreaterThan(0);
    });

    it('close every press release with a word about the maison and a press contact', () => {
        const about: Record<SeedLanguage, string> = { zh: '关于莫尔沃', en: 'About Morvaux', de: 'Über Morvaux' };
        for (const entry of pressEntries) {
            for (const lang of LANGUAGES) {
                const last = entry.translations[lang].blocks.at(-1);
                expect(last?.type).toBe('richText');
                const html = last?.type === 'richText' ? last.html : '';
                expect(html).toContain(about[lang]);
                expect(html).toMatch(/mailto:[a-z.-]+@morvaux\.cn/);
                expect(html).toMatch(/tel:\+86\d+/);
            }
        }
    });

    it('publish the legal texts as plain versioned documents, each marked for counsel to review', () => {
        const notice: Record<SeedLanguage, RegExp> = {
            zh: /示范模板.*法律顾问审阅/,
            en: /template for the company’s legal counsel to review/,
            de: /Vorlage, die vor der Verwendung von der Rechtsberatung des Unternehmens zu prüfen/,
        };
        for (const entry of legalEntries) {
            expect(entry.documentVersion).toBe('2026-11-01');
            expect(entry.translations.en.blocks[0]).toMatchObject({ html: expect.stringContaining('2026-11-01') });
            expect(entry.hero).toBeUndefined();
            for (const lang of LANGUAGES) {
                const [first, ...sections] = entry.translations[lang].blocks;
                expect(first.type === 'richText' && notice[lang].test(first.html), `${entry.path} ${lang}`).toBe(true);
                expect(sections.length).toBeGreaterThanOrEqual(5);
                for (const block of sections) {
                    expect(block.type).toBe('richText');
                    expect(block.type === 'richText' && block.html.startsWith('<h2>')).toBe(true);
                }
            }
        }
    });

    it('publish the privacy policy and member terms at the versions a member’s consent names', () => {
        const version = (path: string) => legalEntries.find((e) => e.path === path)?.documentVersion;
        expect(version(CONSENT_DOCUMENT_PATHS.privacyPolicy)).toBe(PRIVACY_POLICY_VERSION);
        expect(version(CONSENT_DOCUMENT_PATHS.memberTerms)).toBe(MEMBER_TERMS_VERSION);
    });

    it('tell in the privacy policy, in each language, what PIPL asks a shop to tell', () => {
        const topics: Record<SeedLanguage, string[]> = {
            zh: [
                '个人信息处理者',
                '莫尔沃（上海）商贸有限公司',
                '手机号码',
                '收货地址',
                '支付宝',
                '微信支付',
                '预约',
                '评价',
                '客户服务',
                '短信验证码',
                '不保存原始 IP 地址',
                '敏感个人信息',
                '快递',
                '短信服务商',
                'Morvaux SA',
                '标准合同',
                '境外接收方',
                '保存期限',
                '查阅',
                '复制',
                '下载',
                '更正',
                '删除',
                '撤回同意',
                '注销账户',
                '解释说明',
                '十四周岁',
                'Cookie',
                '下一次登录',
                '下一次结账前',
                '个人信息保护负责人',
            ],
            en: [
                'personal information handler',
                'Morvaux (Shanghai) Trading Co., Ltd.',
                'mobile number',
                'address',
                'Alipay',
                'WeChat Pay',
                'appointment',
                'review',
                'Customer service',
                'SMS code',
                'do not keep the raw IP address',
                'Sensitive personal information',
                'Couriers',
                'SMS provider',
                'Morvaux SA',
                'standard contract',
                'overseas recipient',
                'How long we keep it',
                'Access and copy',
                'download',
                'Correction',
                'Deletion',
                'Withdrawal of consent',
                'Account closure',
                'Explanation',
                'under 14',
                'Cookie',
                'next sign-in',
                'before their next checkout',
                'personal information protection officer',
            ],
            de: [
                'Verarbeiter personenbezogener Informationen',
                'Morvaux (Shanghai) Trading Co., Ltd.',
                'Mobilnummer',
                'Anschrift',
                'Alipay',
                'WeChat Pay',
                'Termin',
                'Bewertung',
                'Kundenservice',
                'SMS-Code',
                'ursprüngliche IP-Adresse speichern wir nicht',
                'Sensible personenbezogene Informationen',
                'Kurierdienste',
                'SMS-Anbieter',
                'Morvaux SA',
                'Standardvertrag',
                'ausländischen Empfänger',
                'Wie lange wir Informationen aufbewahren',
                'Auskunft und Kopie',
                'herunter',
                'Berichtigung',
                'Löschung',
                'Widerruf der Einwilligung',
                'Schließung des Kontos',
                'Erläuterung',
                'unter 14 Jahren',
                'Cookie',
                'nächsten Anmeldung',
                'vor ihrem nächsten Bezahlvorgang',
                'Beauftragten für den Schutz personenbezogener Informationen',
            ],
        };
        for (const lang of LANGUAGES) {
            const text = legalText(CONSENT_DOCUMENT_PATHS.privacyPolicy, lang);
            for (const topic of topics[lang]) expect(text, `${lang}: ${topic}`).toContain(topic);
            // The data download is in the account, where a member can reach it.
            const privacy = legalEntries.find((e) => e.path === CONSENT_DOCUMENT_PATHS.privacyPolicy)!;
            expect(privacy.translations[lang].blocks.flatMap(hrefs)).toContain('/my-account/profile');
        }
    });

    it('state in the member terms the shop’s tiers, and that a new version is accepted at sign-in and checkout', () => {
        const thresholds = MEMBER_TIERS.filter((tier) => tier.minPoints > 0).map((tier) => tier.minPoints);
        const words: Record<SeedLanguage, string[]> = {
            zh: ['下一次登录', '下一次结账前', ...thresholds.map((n) => n.toLocaleString('en-US'))],
            en: ['next sign-in', 'before their next checkout', ...thresholds.map((n) => n.toLocaleString('en-US'))],
            de: [
                'nächsten Anmeldung',
                'vor ihrem nächsten Bezahlvorgang',
                ...thresholds.map((n) => n.toLocaleString('de-DE')),
            ],
        };
        for (const lang of LANGUAGES) {
            const text = legalText(CONSENT_DOCUMENT_PATHS.memberTerms, lang);
            for (const word of words[lang]) expect(text, `${lang}: ${word}`).toContain(word);
        }
    });
});
