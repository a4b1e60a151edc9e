import { failureStatus, isFailureCode, WARRANTY_INPUT_MAX_LENGTH } from '@maison/shared';
import { data, Form, Link, useNavigation } from 'react-router';

import { SiteErrorBoundary } from '~/features/layout/components/SiteErrorBoundary';
import { WarrantyFailure } from '~/features/warranty/components/RegisterWatchForm';
import { CertificateView } from '~/features/warranty/components/CertificateView';
import { loadCertificatePage } from '~/features/warranty/warranty.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/service-blockchain';

/** /service/blockchain (spec §2): what the watch's signed certificate is, and `?serial=` checked. */
export async function loader({ request, context }: Route.LoaderArgs) {
    const page = await loadCertificatePage(context.get(shopContext), context.get(localeContext), new URL(request.url));
    const { lookup } = page;
    const status = lookup.state === 'refused' && isFailureCode(lookup.code) ? failureStatus(lookup.code) : 200;
    return data(page, { status });
}

export const meta: Route.MetaFunction = ({ data: page, matches }) =>
    page
        ? seoMeta({
              title: page.metaTitle,
              description: page.description,
              path: '/service/blockchain',
              site: siteFrom(matches),
          })
        : [];

export default function ServiceBlockchain({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const navigation = useNavigation();
    const busy = navigation.state === 'loading' && navigation.location?.pathname === '/service/blockchain';
    const { key, lookup } = loaderData;
    return (
        <article className="certificate-page">
            <nav className="store-page__back" aria-label={t('common.breadcrumbs')}>
                <Link to="/service">{t('nav.service')}</Link>
            </nav>
            <h1>{loaderData.title}</h1>
            <p className="certificate-page__lead">{t('warranty.certificate.lead')}</p>
            <p>{t('warranty.certificate.how')}</p>
            <Form method="get" className="certificate-form" role="search" aria-label={t('warranty.certificate.check')}>
                <div className="field">
                    <label htmlFor="certificate-serial">{t('warranty.register.serial')}</label>
                    <input
                        id="certificate-serial"
                        name="serial"
                        className="input"
                        defaultValue={lookup.state === 'none' ? '' : lookup.serial}
                        maxLength={WARRANTY_INPUT_MAX_LENGTH}
                        autoComplete="off"
                        autoCapitalize="characters"
                        spellCheck={false}
                        required
                    />
                </div>
                <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
                    {busy ? t('warranty.certificate.checking') : t('warranty.certificate.check')}
                </button>
            </Form>
            {lookup.state === 'refused' && <WarrantyFailure code={lookup.code} waitSeconds={lookup.waitSeconds} />}
            {lookup.state === 'found' && <CertificateView certificate={lookup.certificate} />}
            <section className="certificate-key" aria-labelledby="certificate-key-title">
                <h2 id="certificate-key-title">{t('warranty.certificate.keyTitle')}</h2>
                <p>{t('warranty.certificate.keyHint', { keyId: key.keyId })}</p>
                <pre className="certificate__code" data-testid="public-key">
                    {key.publicKeyPem}
                </pre>
                <h3>{t('warranty.certificate.verifyTitle')}</h3>
                <p>{t('warranty.certificate.verifyHint')}</p>
                <pre className="certificate__code">
                    {`const c = require('./certificate.json'), fs = require('fs');\nrequire('crypto').verify(null, Buffer.from(c.canonical), fs.readFileSync('maker.pem'), Buffer.from(c.signature, 'base64'));`}
                </pre>
            </section>
        </article>
    );
}

export const ErrorBoundary = SiteErrorBoundary;
