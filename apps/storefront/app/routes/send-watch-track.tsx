import { normaliseServiceReference } from '@maison/shared';
import { useRef } from 'react';
import { data, Form, redirect } from 'react-router';

import type { SignInAnswer } from '~/features/account/sign-in';
import { CodeFields } from '~/features/appointments/components/CodeFields';
import {
    accessCookieWith,
    loadCaptchaChallenge,
    requestTrackCode,
    trackRequest,
} from '~/features/send-watch/send-watch.server';
import { TextField } from '~/components/TextField';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readFields } from '~/lib/read-form';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/send-watch-track';

interface TrackAnswer {
    errors: Record<string, string>;
    failure?: string;
    values?: { reference: string; mobile: string };
    code?: SignInAnswer;
}

export async function loader({ context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    return {
        title: pageTitle(locale, serverT(locale)('sendWatch.track.title')),
        challenge: await loadCaptchaChallenge(context.get(shopContext)),
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

/** Texts a code to the request's mobile (`intent=code`), or opens the request with it. */
export async function action({ request, context }: Route.ActionArgs) {
    const form = await readFields(request);
    const client = context.get(shopContext);
    const values = {
        reference: String(form.reference ?? '').slice(0, 20),
        mobile: String(form.mobile ?? '').slice(0, 20),
    };
    if (!normaliseServiceReference(values.reference)) {
        return data<TrackAnswer>({ errors: { reference: 'sendWatch.track.badReference' }, values }, { status: 400 });
    }
    if (form.intent === 'code') return { errors: {}, values, code: await requestTrackCode(client, form) };
    const found = await trackRequest(client, form);
    if ('failure' in found) return data<TrackAnswer>({ errors: {}, failure: found.failure, values }, { status: 400 });
    return redirect(`/service/send-my-watch/request/${found.reference}`, {
        headers: { 'Set-Cookie': await accessCookieWith(request, found.reference, found.accessToken) },
    });
}

/** /service/send-my-watch/track: a guest finds their request by its reference and a code texted to its mobile. */
export default function SendWatchTrack({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const answer = actionData as TrackAnswer | undefined;
    const formRef = useRef<HTMLFormElement>(null);
    return (
        <div className="send-watch">
            <h1 className="send-watch__title">{t('sendWatch.track.title')}</h1>
            <p className="send-watch__note">{t('sendWatch.track.lead')}</p>
            <Form method="post" ref={formRef} noValidate className="send-watch__form">
                <TextField
                    id="send-watch-track-reference"
                    name="reference"
                    label={t('sendWatch.request.reference')}
                    autoCapitalize="characters"
                    maxLength={20}
                    defaultValue={answer?.values?.reference ?? ''}
                    error={answer?.errors.reference}
                />
                <TextField
                    id="send-watch-track-mobile"
                    name="mobile"
                    type="tel"
                    inputMode="tel"
                    label={t('sendWatch.contact.mobile')}
                    maxLength={20}
                    defaultValue={answer?.values?.mobile ?? ''}
                />
                <CodeFields
                    form={formRef}
                    challenge={loaderData.challenge}
                    answer={answer?.code}
                    error={answer?.errors.smsCode}
                />
                {answer?.failure && (
                    <p className="form-error" role="alert">
                        {t(`sendWatch.errors.${answer.failure}`)}
                    </p>
                )}
                <button type="submit" name="intent" value="track" className="button button--primary">
                    {t('sendWatch.track.submit')}
                </button>
            </Form>
        </div>
    );
}
