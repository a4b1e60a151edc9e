import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useRootData } from '~/lib/root-data';

import { useUi } from '../use-ui';

/**
 * Spec §2 cookie banner: shown until the visitor accepts, which sets the consent cookie.
 * Third-party scripts (the chat widget) load only once consent is given: the page's
 * Content-Security-Policy admits the widget's origin only for a consenting visitor, so
 * accepting reloads the page when there is a widget to load, and so for AMap's store map.
 */
export function CookieConsent({ chatWidgetUrl }: { chatWidgetUrl: string }) {
    const { t } = useTranslation();
    const { state, acceptCookies } = useUi();
    const { config } = useRootData();
    const accepted = state.consent;

    useEffect(() => {
        if (!accepted || !chatWidgetUrl || document.querySelector('script[data-third-party="chat"]')) return;
        const script = document.createElement('script');
        script.src = chatWidgetUrl;
        script.async = true;
        script.dataset.thirdParty = 'chat';
        document.body.append(script);
    }, [accepted, chatWidgetUrl]);

    if (accepted) return null;
    return (
        <section className="cookie-banner" aria-label={t('cookie.label')}>
            <p>
                {t('cookie.text')} <Link to="/privacy-policy">{t('cookie.privacy')}</Link>
            </p>
            <button
                type="button"
                className="button button--primary"
                onClick={() => acceptCookies(Boolean(chatWidgetUrl) || config.amap !== null)}
            >
                {t('cookie.accept')}
            </button>
        </section>
    );
}
