import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_MAX_AGE_S } from '@maison/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Spec §2 cookie banner: shown until the visitor accepts, which sets the consent cookie.
 * Third-party scripts (the chat widget) load only once consent is given.
 */
export function CookieConsent({ consented, chatWidgetUrl }: { consented: boolean; chatWidgetUrl: string }) {
    const { t } = useTranslation();
    const [accepted, setAccepted] = useState(consented);

    useEffect(() => {
        if (!accepted || !chatWidgetUrl || document.querySelector(`script[data-third-party="chat"]`)) return;
        const script = document.createElement('script');
        script.src = chatWidgetUrl;
        script.async = true;
        script.dataset.thirdParty = 'chat';
        document.body.append(script);
    }, [accepted, chatWidgetUrl]);

    if (accepted) return null;
    const accept = () => {
        document.cookie = `${COOKIE_CONSENT_COOKIE}=true; Max-Age=${COOKIE_CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax`;
        setAccepted(true);
    };
    return (
        <section className="cookie-banner" aria-label={t('cookie.label')}>
            <p>
                {t('cookie.text')} <Link to="/privacy-policy">{t('cookie.privacy')}</Link>
            </p>
            <button type="button" className="button button--primary" onClick={accept}>
                {t('cookie.accept')}
            </button>
        </section>
    );
}
