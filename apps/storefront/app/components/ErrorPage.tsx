import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec §2 error page: the message for the status, a way home and tiles to the main sections. */
export function ErrorPage({ status }: { status: number }) {
    const { t } = useTranslation();
    const notFound = status === 404;
    return (
        <section className="error-page" aria-labelledby="error-title">
            <p className="error-page__status">{status}</p>
            <h1 id="error-title">{notFound ? t('error.notFound') : t('error.generic')}</h1>
            <Link className="button button--primary" to="/">
                {t('error.home')}
            </Link>
            <ul className="error-page__tiles">
                <li>
                    <Link to="/watches">{t('nav.watches')}</Link>
                </li>
                <li>
                    <Link to="/straps">{t('nav.straps')}</Link>
                </li>
                <li>
                    <Link to="/service">{t('nav.service')}</Link>
                </li>
            </ul>
        </section>
    );
}
