import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

export interface Translation {
    t: TFunction;
    i18n: I18n;
}

const views = new WeakMap<I18n, Translation>();

/**
 * The page's texts, as react-i18next's `useTranslation()` gives them (its `t` and instance),
 * for the one namespace and language a page has. react-i18next 16 copies every property of the
 * instance into a new wrapper for each component that asks, the first time it renders: on the
 * server that is every component of every page, and it measured a quarter of a rendered page's
 * time. The instance changes only with the page's language (root.tsx makes one per locale and
 * its messages), and a new one re-renders every reader of the context, so the instance's own
 * `t` serves; components read the same texts either way.
 */
export function useTranslation(): Translation {
    const i18n = useContext(I18nContext)?.i18n ?? getI18n();
    let view = views.get(i18n);
    if (!view) {
        view = { t: i18n.t, i18n };
        views.set(i18n, view);
    }
    return view;
}
