import { LOCALES } from '@maison/shared';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';

import type { PublicConfig } from '~/lib/env.server';

export function SiteFooter({ config }: { config: PublicConfig }) {
    const { t, i18n } = useTranslation();
    const location = useLocation();
    return (
        <footer className="footer">
            <nav className="footer__links" aria-label={t('footer.label')}>
                <Link to="/watches">{t('nav.watches')}</Link>
                <Link to="/straps">{t('nav.straps')}</Link>
                <Link to="/service">{t('nav.service')}</Link>
                <Link to="/stores">{t('nav.stores')}</Link>
                <Link to="/service/contact">{t('footer.contact')}</Link>
                <Link to="/my-account">{t('footer.account')}</Link>
                <Link to="/service/faq">{t('footer.faq')}</Link>
            </nav>
            <Form method="post" action="/api/locale" reloadDocument className="footer__locale">
                <input type="hidden" name="returnTo" value={location.pathname + location.search} />
                <span id="locale-label">{t('footer.language')}</span>
                <div role="group" aria-labelledby="locale-label">
                    {LOCALES.map((code) => (
                        <button
                            key={code}
                            type="submit"
                            name="locale"
                            value={code}
                            aria-pressed={i18n.language === code}
                            lang={code}
                        >
                            {t(`footer.languages.${code}`)}
                        </button>
                    ))}
                </div>
            </Form>
            <p className="footer__legal">
                © {config.brandName} · {t('footer.hotline')} {config.hotline}
            </p>
            <p className="footer__filing">
                <a href="https://beian.miit.gov.cn/" rel="noopener noreferrer" target="_blank">
                    {config.icpLicence}
                </a>{' '}
                · <span>{config.publicSecurityFiling}</span>
            </p>
        </footer>
    );
}
