import { failureStatus } from '@maison/shared';
import { data, useNavigation } from 'react-router';

import { ContactForm } from '~/features/contact/components/ContactForm';
import { ContactThanks } from '~/features/contact/components/ContactThanks';
import { sendContact } from '~/features/contact/contact.server';
import { ServiceProseFrame } from '~/features/service/components/ServiceProseFrame';
import { loadServiceProse } from '~/features/service/service-info.server';
import { withoutTrailingSlash } from '~/lib/canonical-path';
import { localeContext, shopContext } from '~/lib/context';
import { readFields } from '~/lib/read-form';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/service-contact';

/** /service/contact and /service/faq-contact (issue 33): a question to the shop's inbox, answered by e-mail. */
export function loader({ request, context }: Route.LoaderArgs) {
    const path = withoutTrailingSlash(new URL(request.url).pathname);
    return loadServiceProse(context.get(shopContext), request, context.get(localeContext), path);
}

export const meta: Route.MetaFunction = ({ data: prose, matches, location }) =>
    prose
        ? seoMeta({
              title: prose.metaTitle,
              description: prose.description,
              path: location.pathname,
              site: siteFrom(matches),
          })
        : [];

/** Sends the question; a refusal comes back 400 (or the code's status) with the fields' errors and the values typed. */
export async function action({ request, context }: Route.ActionArgs) {
    const answer = await sendContact(context.get(shopContext), await readFields(request), 'serviceQuestion');
    if (answer.ok) return answer;
    return data(answer, { status: answer.code ? failureStatus(answer.code as 'DAILY_LIMIT') : 400 });
}

export default function ServiceContact({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const navigation = useNavigation();
    const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
    const refused = actionData && !actionData.ok ? actionData : undefined;
    return (
        <ServiceProseFrame prose={loaderData}>
            <section className="service-info__data contact-page__form">
                <h2 id="contact-title">{t('serviceInfo.contact.title')}</h2>
                {actionData?.ok ? (
                    <ContactThanks />
                ) : (
                    <>
                        <p className="service-info__hint">{t('serviceInfo.contact.lead')}</p>
                        <ContactForm
                            kind="serviceQuestion"
                            boutiques={[]}
                            preselected=""
                            values={refused?.values ?? {}}
                            errors={refused?.errors ?? {}}
                            code={refused?.code}
                            busy={busy}
                        />
                    </>
                )}
            </section>
        </ServiceProseFrame>
    );
}
