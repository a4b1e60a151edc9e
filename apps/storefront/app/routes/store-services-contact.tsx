import { failureStatus } from '@maison/shared';
import { data, Link, useNavigation } from 'react-router';

import { ContactForm } from '~/features/contact/components/ContactForm';
import { ContactThanks } from '~/features/contact/components/ContactThanks';
import { loadContactPage, sendContact } from '~/features/contact/contact.server';
import { localeContext, shopContext } from '~/lib/context';
import { readFields } from '~/lib/read-form';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/store-services-contact';

/** /store/services/contact (spec §2): a message to a chosen boutique, `?store=<slug>` choosing it beforehand. */
export function loader({ request, context }: Route.LoaderArgs) {
    return loadContactPage(context.get(shopContext), context.get(localeContext), new URL(request.url));
}

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
    page
        ? seoMeta({
              title: page.metaTitle,
              description: page.description,
              path: location.pathname,
              site: siteFrom(matches),
          })
        : [];

/** Sends the message; a refusal comes back 400 (or the code's status) with the fields' errors and the values typed. */
export async function action({ request, context }: Route.ActionArgs) {
    const answer = await sendContact(context.get(shopContext), await readFields(request));
    if (answer.ok) return answer;
    return data(answer, { status: answer.code ? failureStatus(answer.code as 'DAILY_LIMIT') : 400 });
}

export default function StoreServicesContact({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const navigation = useNavigation();
    const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
    const refused = actionData && !actionData.ok ? actionData : undefined;
    return (
        <article className="contact-page">
            <nav className="store-page__back" aria-label={t('common.breadcrumbs')}>
                <Link to="/stores">{t('stores.allStores')}</Link>
                <span aria-hidden="true"> / </span>
                <Link to="/store/services">{t('pages.storeServices')}</Link>
            </nav>
            <h1 id="contact-title">{loaderData.title}</h1>
            {actionData?.ok ? (
                <ContactThanks />
            ) : loaderData.boutiques.length === 0 ? (
                <p className="contact-page__lead">
                    {t('contact.noBoutiques')} <Link to="/stores">{t('stores.allStores')}</Link>
                </p>
            ) : (
                <>
                    <p className="contact-page__lead">{t('contact.lead')}</p>
                    <ContactForm
                        boutiques={loaderData.boutiques}
                        preselected={loaderData.preselected}
                        values={refused?.values ?? {}}
                        errors={refused?.errors ?? {}}
                        code={refused?.code}
                        busy={busy}
                    />
                </>
            )}
        </article>
    );
}
