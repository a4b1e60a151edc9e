import { useEffect } from 'react';
import { Link } from 'react-router';

import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';

import { useUi } from '../use-ui';

/**
 * Spec §2 cookie banner: shown until the visitor accepts or declines (PIPL asks for a real
 * choice), either of which the consent cookie keeps. Third-party scripts (the chat widget) and
 * the shop's own analytics run only once consent is given: the page's Content-Security-Policy
 * admits the widget's origin only for a consenting visitor, so accepting reloads the page when
 * there is a widget to load, and so for AMap's store map; declining after an acceptance (the
 * footer's cookie settings) reloads it too, so what was let in is gone.
 */
export function CookieConsent({ chatWidgetUrl }: { chatWidgetUrl: string }) {
    const { t } = useTranslation();
    const { state, acceptCookies, declineCookies } = useUi();
    const { config } = useRootData();
    const accepted = state.consent;
    const thirdParty = Boolean(chatWidgetUrl) || config.amap !== null;

    useEffect(() => {
        if (!accepted || !chatWidgetUrl || document.querySelector('script[data-third-party="chat"]')) return;
        const script = document.createElement('script');
        script.src = chatWidgetUrl;
        script.async = true;
        script.dataset.thirdParty = 'chat';
        document.body.append(script);
    }, [accepted, chatWidgetUrl]);

    if (state.consentAnswered) return null;
    return (
        <section className="cookie-banner" aria-label={t('cookie.label')}>
            <p>
                {t('cookie.text')} <Link to="/privacy-policy">{t('cookie.privacy')}</Link>
            </p>
            <div className="cookie-banner__choices">
                <button
                    type="button"
                    className="button cookie-banner__decline"
                    onClick={() => declineCookies(accepted && thirdParty)}
                >
                    {t('cookie.decline')}
                </button>
                <button
                    type="button"
                    className="button button--primary"
                    onClick={() => acceptCookies(thirdParty && !accepted)}
                >
                    {t('cookie.accept')}
                </button>
            </div>
        </section>
    );
}
