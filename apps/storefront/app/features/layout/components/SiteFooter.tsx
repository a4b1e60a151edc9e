import { LOCALES } from '@maison/shared';
import { useState } from 'react';
import { Form, useLocation } from 'react-router';

import { Icon } from '~/components/Icon';
import { Modal } from '~/components/Modal';
import { NavList } from '~/components/NavList';
import { useUi } from '~/features/ui/use-ui';
import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';

import { FOOTER_LINKS, LEGAL_LINKS } from '../navigation';
import type { QrName } from '../qr';

/** The public-security filing site searches by the number alone. */
function filingSearchUrl(filing: string): string {
    return `https://beian.mps.gov.cn/#/query/webSearch?code=${filing.replace(/\D/g, '')}`;
}

/** Spec §2 footer: links, social QR codes, legal links, filing numbers, scroll-to-top, language. */
export function SiteFooter() {
    const { t, i18n } = useTranslation();
    const { config } = useRootData();
    const ui = useUi();
    const location = useLocation();
    const [qr, setQr] = useState<QrName | null>(null);

    return (
        <footer className="footer" inert={ui.state.menu}>
            <div className="footer__top">
                <nav className="footer__links" aria-label={t('footer.label')}>
                    <NavList items={FOOTER_LINKS} />
                </nav>
                <ul className="footer__social" aria-label={t('footer.social')}>
                    <li>
                        <button
                            type="button"
                            className="link-button"
                            onClick={() => setQr('mini-program')}
                            aria-haspopup="dialog"
                        >
                            {t('footer.miniProgram')}
                        </button>
                    </li>
                    <li>
                        <button
                            type="button"
                            className="link-button"
                            onClick={() => setQr('public-account')}
                            aria-haspopup="dialog"
                        >
                            {t('footer.publicAccount')}
                        </button>
                    </li>
                    <li>
                        <a href={config.weiboUrl} rel="noopener noreferrer" target="_blank">
                            {t('footer.weibo')}
                        </a>
                    </li>
                    <li>
                        <a href={config.xiaohongshuUrl} rel="noopener noreferrer" target="_blank">
                            {t('footer.xiaohongshu')}
                        </a>
                    </li>
                </ul>
                <Form
                    method="post"
                    action="/api/locale"
                    reloadDocument
                    className="footer__locale"
                    onSubmit={() => ui.showLoading()}
                >
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
            </div>
            <div className="footer__bottom">
                <nav aria-label={t('footer.legal.label')}>
                    <NavList items={LEGAL_LINKS} className="footer__legal-links" />
                    {/* The cookie banner again, to change one's answer (PIPL: consent may be withdrawn). */}
                    <button type="button" className="link-button footer__cookie-settings" onClick={ui.askConsent}>
                        {t('cookie.settings')}
                    </button>
                </nav>
                <p className="footer__legal">
                    © {config.brandName} · {t('footer.hotline')}{' '}
                    <a href={`tel:${config.hotline.replace(/\s/g, '')}`}>{config.hotline}</a>
                </p>
                <p className="footer__filing">
                    <a href="https://beian.miit.gov.cn/" rel="noopener noreferrer" target="_blank">
                        {config.icpLicence}
                    </a>
                    <a
                        href={filingSearchUrl(config.publicSecurityFiling)}
                        rel="noopener noreferrer"
                        target="_blank"
                        className="footer__police"
                    >
                        <FilingEmblem />
                        {config.publicSecurityFiling}
                    </a>
                </p>
                <button
                    type="button"
                    className="icon-button footer__top-button"
                    onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
                    aria-label={t('footer.toTop')}
                >
                    <Icon name="up" />
                </button>
            </div>
            <Modal
                open={qr !== null}
                onClose={() => setQr(null)}
                title={qr ? t(`footer.qr.${qr}`) : ''}
                className="modal--qr"
            >
                {qr && <QrCode name={qr} />}
            </Modal>
        </footer>
    );
}

export function QrCode({ name }: { name: QrName }) {
    const { t } = useTranslation();
    return (
        <figure className="qr">
            <img src={`/qr/${name}`} width={180} height={180} alt={t(`footer.qr.${name}`)} />
            <figcaption>{t(`footer.qr.${name}`)}</figcaption>
        </figure>
    );
}

/** The public-security filing mark: a small shield, as filing rules ask for beside the number. */
function FilingEmblem() {
    return (
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
            <path d="M8 1 2.5 3v4.2C2.5 10.7 4.9 13.7 8 15c3.1-1.3 5.5-4.3 5.5-7.8V3L8 1Z" fill="#c8a55a" />
            <path d="m8 4.4.9 1.9 2 .2-1.5 1.4.4 2L8 8.9 6.2 9.9l.4-2-1.5-1.4 2-.2L8 4.4Z" fill="#a23b2a" />
        </svg>
    );
}
