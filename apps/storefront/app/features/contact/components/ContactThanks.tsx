import { Link } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

/** What the visitor sees once their message is sent. */
export function ContactThanks() {
    const { t } = useTranslation();
    return (
        <section className="contact-thanks" role="status" aria-labelledby="contact-thanks-title">
            <h2 id="contact-thanks-title">{t('contact.thanks.title')}</h2>
            <p>{t('contact.thanks.text')}</p>
            <p className="contact-thanks__links">
                <Link to="/stores">{t('contact.thanks.stores')}</Link>
                <Link to="/store/services/contact">{t('contact.thanks.another')}</Link>
            </p>
        </section>
    );
}
