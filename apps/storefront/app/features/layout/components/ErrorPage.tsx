import { Link } from 'react-router';

import { NavList } from '~/components/NavList';
import { useTranslation } from '~/lib/use-translation';

import { ERROR_TILES } from '../navigation';
import { QrCode } from './SiteFooter';

/** Spec §2 error page: the message for the status, the mini-program QR, a way home and tiles to the main sections. */
export function ErrorPage({ status }: { status: number }) {
    const { t } = useTranslation();
    const heading = status === 404 ? t('error.notFound') : t('error.generic');
    return (
        <section className="error-page" aria-labelledby="error-title" data-status={status}>
            {/* The failed route has no meta of its own; React places this title in the head. */}
            <title>{t('common.pageTitle', { title: heading })}</title>
            <p className="error-page__status">{status}</p>
            <h1 id="error-title">{heading}</h1>
            <Link className="button button--primary" to="/">
                {t('error.home')}
            </Link>
            <NavList items={ERROR_TILES} className="error-page__tiles" />
            <QrCode name="mini-program" />
        </section>
    );
}
