import type { Locale } from '@maison/shared';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** One language's messages: nested keys grouped by feature (see locales/zh.json). */
export type Messages = { [key: string]: string | Messages };

/**
 * An i18next instance for one render. Resources are passed in, so it initialises
 * synchronously on the server and in the browser with the same text (no hydration flash).
 */
export function createI18n(locale: Locale, messages: Messages, brand: string): I18n {
    const instance = i18next.createInstance();
    const resources: Resource = { [locale]: { translation: messages } };
    void instance.use(initReactI18next).init({
        lng: locale,
        fallbackLng: false,
        resources,
        initAsync: false,
        // The brand's name is configuration, not text: every message may use {{brand}}.
        interpolation: { escapeValue: false, defaultVariables: { brand } },
        returnNull: false,
        showSupportNotice: false,
    });
    return instance;
}
