import type { Locale } from '@maison/shared';
import type { TFunction } from 'i18next';

import de from '../locales/de.json';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { publicConfig } from './env.server';
import { createI18n, type Messages } from './i18n';

/** Every language's messages stay on the server; a page is sent only its own language. */
const all: Record<Locale, Messages> = { zh, en, de };

export function messagesFor(locale: Locale): Messages {
    return all[locale];
}

/** A translate function for loaders and meta (page titles, error texts). */
export function serverT(locale: Locale): TFunction {
    // One instance per language for the process: the texts and the brand never change while it runs.
    let t = translators.get(locale);
    if (!t) {
        t = createI18n(locale, all[locale], publicConfig().brandName).t;
        translators.set(locale, t);
    }
    return t;
}

const translators = new Map<Locale, TFunction>();

/** A page's document title: its own title, then the shop's name. */
export function pageTitle(locale: Locale, title: string): string {
    return serverT(locale)('common.pageTitle', { title });
}
