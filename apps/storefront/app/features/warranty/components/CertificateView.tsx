import { formatDate } from '@maison/shared';

import { useTranslation } from '~/lib/use-translation';

import type { CertificateData } from '../warranty.server';

/** A found serial's certificate as a document: what it says, and the signature that proves it. */
export function CertificateView({ certificate }: { certificate: CertificateData }) {
    const { t, i18n } = useTranslation();
    const day = (value: string) => <time dateTime={value}>{formatDate(`${value}T00:00:00Z`, i18n.language)}</time>;
    return (
        <section className="certificate" aria-labelledby="certificate-title">
            <h2 id="certificate-title" className="certificate__title">
                {t('warranty.certificate.found', { issuer: certificate.issuer })}
            </h2>
            <dl className="warranty-card__facts">
                <dt>{t('warranty.card.serial')}</dt>
                <dd className="warranty-card__serial">{certificate.serial}</dd>
                <dt>{t('warranty.card.model')}</dt>
                <dd>{certificate.model}</dd>
                <dt>{t('warranty.card.reference')}</dt>
                <dd>{certificate.sku}</dd>
                <dt>{t('warranty.card.manufacturedOn')}</dt>
                <dd>{day(certificate.manufacturedOn)}</dd>
                <dt>{t('warranty.card.firstSoldOn')}</dt>
                <dd>{certificate.firstSoldOn ? day(certificate.firstSoldOn) : t('warranty.certificate.notSold')}</dd>
            </dl>
            <h3 className="certificate__subtitle">{t('warranty.certificate.signature')}</h3>
            <p className="certificate__hint">{t('warranty.certificate.signatureHint', { keyId: certificate.keyId })}</p>
            <pre className="certificate__code" aria-label={t('warranty.certificate.signedText')}>
                {certificate.canonical}
            </pre>
            <pre className="certificate__code" aria-label={t('warranty.certificate.signatureValue')}>
                {certificate.signature}
            </pre>
            <a
                className="button button--outline"
                href={`/service/blockchain/certificate?serial=${encodeURIComponent(certificate.serial)}`}
                download={`certificate-${certificate.serial}.json`}
            >
                {t('warranty.certificate.download')}
            </a>
        </section>
    );
}
