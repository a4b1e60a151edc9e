import {
    MAX_SERVICE_PHOTOS,
    PURCHASE_PLACES,
    SEND_WATCH_STEPS,
    SERVICE_DESCRIPTION_MAX_LENGTH,
    SERVICE_SYMPTOMS,
    type SendWatchStep,
} from '@maison/shared';
import { useRef } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';

import { ConsentBox } from '~/features/account/components/SignInFields';
import { regionLists } from '~/features/address/address-form.server';
import { AddressFields } from '~/features/address/components/AddressFields';
import { CodeFields } from '~/features/appointments/components/CodeFields';
import { Choice } from '~/features/send-watch/components/Choice';
import { StepProgress } from '~/features/send-watch/components/StepProgress';
import {
    accessCookieWith,
    draftKeyCookie,
    dropDraftCookie,
    loadCaptchaChallenge,
    loadDraft,
    readDraftKey,
    requestSubmitCode,
    saveStep,
    searchModels,
    type StepAnswer,
    startDraft,
    submitDraft,
} from '~/features/send-watch/send-watch.server';
import { stepInput } from '~/features/send-watch/step-forms.server';
import { stepOfPath, stepPath } from '~/features/send-watch/steps';
import { TextField } from '~/components/TextField';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readForm } from '~/lib/read-form';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/send-watch-step';

const EMPTY_STEPS = { watch: undefined, problem: undefined, contact: undefined, travel: undefined };

/**
 * /service/send-my-watch/step-1 … step-5: the step the path names, filled from the draft kept on
 * the server; a step whose earlier steps are missing goes back to the first missing one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
    const url = new URL(request.url);
    const step = stepOfPath(url.pathname) ?? 'watch';
    const locale = context.get(localeContext);
    const client = context.get(shopContext);
    const page = await loadDraft(client, await readDraftKey(request));
    const reached: SendWatchStep = page?.draft.nextStep ?? 'watch';
    if (SEND_WATCH_STEPS.indexOf(step) > SEND_WATCH_STEPS.indexOf(reached)) throw redirect(stepPath(reached));
    const q = url.searchParams.get('q') ?? '';
    const t = serverT(locale);
    return {
        title: pageTitle(locale, `${t('sendWatch.title')} · ${t(`sendWatch.steps.${step}`)}`),
        step,
        reached,
        draft: page?.draft ?? { nextStep: 'watch' as const, steps: EMPTY_STEPS, needsSmsCode: true, photos: [] },
        pickupDays: page?.pickupDays ?? [],
        boutiques: page?.boutiques ?? [],
        q,
        models: step === 'watch' ? await searchModels(client, q) : [],
        regions: step === 'travel' ? regionLists(null) : undefined,
        challenge: step === 'review' && page?.draft.needsSmsCode ? await loadCaptchaChallenge(client) : null,
        photoError: url.searchParams.get('photoError'),
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

/** Keeps the step and goes on to the next (PRG); step 5 texts a code or submits. */
export async function action({ request, context }: Route.ActionArgs) {
    const step = stepOfPath(new URL(request.url).pathname) ?? 'watch';
    const posted = await readForm(request);
    if (!posted) return data<StepAnswer>({ errors: {}, failure: 'UNKNOWN' }, { status: 400 });
    const form = Object.fromEntries([...posted].map(([k, v]) => [k, String(v).slice(0, 2000)]));
    const client = context.get(shopContext);
    let key = await readDraftKey(request);
    const headers = new Headers();
    if (!key || !(await loadDraft(client, key))) {
        if (step !== 'watch') return redirect(stepPath('watch'));
        key = await startDraft(client);
        headers.append('Set-Cookie', await draftKeyCookie(key));
    }
    if (step === 'review') {
        if (form.intent === 'code') return { errors: {}, code: await requestSubmitCode(client, key, form) };
        const result = await submitDraft(client, key, form);
        if ('errors' in result) return data(result, { status: 400 });
        headers.append('Set-Cookie', await dropDraftCookie());
        headers.append('Set-Cookie', await accessCookieWith(request, result.reference, result.accessToken));
        return redirect(`/service/send-my-watch/request/${result.reference}`, { headers });
    }
    const symptoms = posted.getAll('symptoms').map(String).slice(0, SERVICE_SYMPTOMS.length);
    const checked = stepInput(step, form, symptoms);
    if ('errors' in checked)
        return data<StepAnswer>({ errors: checked.errors, values: form }, { status: 400, headers });
    const refused = await saveStep(client, key, step, checked.input);
    if (refused && 'missing' in refused) return redirect(stepPath(refused.missing), { headers });
    if (refused) return data<StepAnswer>({ ...refused, values: form }, { status: 400, headers });
    return redirect(stepPath(SEND_WATCH_STEPS[SEND_WATCH_STEPS.indexOf(step) + 1]), { headers });
}

type LoaderData = Route.ComponentProps['loaderData'];

function listOf(value: unknown): string[] {
    return Array.isArray(value) ? value.map(String) : [];
}

function str(value: unknown): string {
    return typeof value === 'string' ? value : typeof value === 'boolean' ? (value ? 'yes' : 'no') : '';
}

/** A step's field values: what was just typed, else what the draft keeps. */
function valuesOf(loaderData: LoaderData, answer: StepAnswer | undefined): Record<string, string> {
    if (answer?.values) return Object.fromEntries(Object.entries(answer.values).map(([k, v]) => [k, str(v)]));
    const kept = loaderData.draft.steps[loaderData.step as keyof typeof EMPTY_STEPS] ?? {};
    return Object.fromEntries(Object.entries(kept).map(([k, v]) => [k, str(v)]));
}

function WatchStep({ loaderData, values, errors }: StepProps) {
    const { t } = useTranslation();
    const kept = loaderData.draft.steps.watch;
    const chosen = values.sku ? [{ sku: values.sku, name: str(kept?.modelName) || values.sku }] : [];
    const models = [...chosen, ...loaderData.models.filter((m) => m.sku !== values.sku)];
    return (
        <>
            <Choice
                name="sku"
                legend={t('sendWatch.watch.model')}
                options={models.map((m) => ({ value: m.sku, label: `${m.name} · ${m.sku}` }))}
                selected={[values.sku ?? '']}
                error={errors.sku}
            />
            {models.length === 0 && <p className="send-watch__note">{t('sendWatch.watch.searchFirst')}</p>}
            <TextField
                id="send-watch-serial"
                name="serialNumber"
                label={t('sendWatch.watch.serialNumber')}
                maxLength={20}
                autoCapitalize="characters"
                defaultValue={values.serialNumber ?? ''}
                error={errors.serialNumber}
            />
            <TextField
                id="send-watch-purchase-date"
                name="purchaseDate"
                type="date"
                label={t('sendWatch.watch.purchaseDate')}
                defaultValue={values.purchaseDate ?? ''}
                error={errors.purchaseDate}
            />
            <Choice
                name="purchasePlace"
                legend={t('sendWatch.watch.purchasePlace')}
                options={PURCHASE_PLACES.map((p) => ({ value: p, label: t(`sendWatch.watch.places.${p}`) }))}
                selected={[values.purchasePlace ?? '']}
                error={errors.purchasePlace}
            />
            <BoutiqueSelect
                id="send-watch-purchase-store"
                name="purchaseStoreSlug"
                label={t('sendWatch.watch.purchaseStore')}
                boutiques={loaderData.boutiques}
                value={values.purchaseStoreSlug}
                error={errors.purchaseStoreSlug}
            />
            <Choice
                name="hasWarrantyCard"
                legend={t('sendWatch.watch.warrantyCard')}
                options={[
                    { value: 'yes', label: t('sendWatch.yes') },
                    { value: 'no', label: t('sendWatch.no') },
                ]}
                selected={[values.hasWarrantyCard ?? '']}
                error={errors.hasWarrantyCard}
            />
        </>
    );
}

function BoutiqueSelect(props: {
    id: string;
    name: string;
    label: string;
    boutiques: LoaderData['boutiques'];
    value?: string;
    error?: string;
}) {
    const { t } = useTranslation();
    return (
        <div className={`field${props.error ? ' field--invalid' : ''}`}>
            <label htmlFor={props.id}>{props.label}</label>
            <select
                id={props.id}
                name={props.name}
                className="input"
                defaultValue={props.value ?? ''}
                aria-invalid={Boolean(props.error)}
                aria-describedby={props.error ? `${props.id}-error` : undefined}
            >
                <option value="">{t('sendWatch.chooseBoutique')}</option>
                {props.boutiques.map((b) => (
                    <option key={b.slug} value={b.slug}>
                        {b.cityName} · {b.name}
                    </option>
                ))}
            </select>
            {props.error && (
                <p id={`${props.id}-error`} className="form-error" role="alert">
                    {t(props.error)}
                </p>
            )}
        </div>
    );
}

function ProblemStep({ loaderData, values, errors, answer }: StepProps) {
    const { t } = useTranslation();
    const selected = answer?.values ? [] : listOf(loaderData.draft.steps.problem?.symptoms);
    return (
        <>
            <Choice
                name="symptoms"
                multiple
                legend={t('sendWatch.problem.symptoms')}
                options={SERVICE_SYMPTOMS.map((s) => ({ value: s, label: t(`sendWatch.symptoms.${s}`) }))}
                selected={selected}
                error={errors.symptoms}
            />
            <div className={`field${errors.description ? ' field--invalid' : ''}`}>
                <label htmlFor="send-watch-description">{t('sendWatch.problem.description')}</label>
                <textarea
                    id="send-watch-description"
                    name="description"
                    className="input"
                    rows={4}
                    maxLength={SERVICE_DESCRIPTION_MAX_LENGTH}
                    defaultValue={values.description ?? ''}
                />
                {errors.description && (
                    <p className="form-error" role="alert">
                        {t(errors.description)}
                    </p>
                )}
            </div>
        </>
    );
}

/** The photos of step 2: their own form, posted to their own route, beside the step's. */
function Photos({ loaderData }: { loaderData: LoaderData }) {
    const { t } = useTranslation();
    const photos = loaderData.draft.photos;
    return (
        <section className="send-watch__photos" aria-labelledby="send-watch-photos-title">
            <h2 id="send-watch-photos-title">{t('sendWatch.photos.title')}</h2>
            <p className="send-watch__note">{t('sendWatch.photos.hint', { count: MAX_SERVICE_PHOTOS })}</p>
            {photos.length > 0 && (
                <ul className="send-watch__thumbs">
                    {photos.map((photo, i) => (
                        <li key={photo.id}>
                            <img src={photo.url} alt={t('sendWatch.photos.alt', { n: i + 1 })} width={96} height={96} />
                            <Form method="post" action="/service/send-my-watch/photos">
                                <input type="hidden" name="photoId" value={photo.id} />
                                <button type="submit" name="intent" value="remove" className="button button--link">
                                    {t('sendWatch.photos.remove')}
                                </button>
                            </Form>
                        </li>
                    ))}
                </ul>
            )}
            {photos.length < MAX_SERVICE_PHOTOS && (
                <Form method="post" action="/service/send-my-watch/photos" encType="multipart/form-data">
                    <div className="field">
                        <label htmlFor="send-watch-photo-files">{t('sendWatch.photos.choose')}</label>
                        <input
                            id="send-watch-photo-files"
                            name="photos"
                            type="file"
                            multiple
                            accept="image/jpeg,image/png,image/heic,.heic"
                            className="input"
                        />
                    </div>
                    <button type="submit" name="intent" value="add" className="button button--secondary">
                        {t('sendWatch.photos.add')}
                    </button>
                </Form>
            )}
            {loaderData.photoError && (
                <p className="form-error" role="alert">
                    {t(`sendWatch.errors.${loaderData.photoError}`, { defaultValue: t('sendWatch.errors.UNKNOWN') })}
                </p>
            )}
        </section>
    );
}

function ContactStep({ values, errors }: StepProps) {
    const { t } = useTranslation();
    return (
        <>
            <TextField
                id="send-watch-name"
                name="name"
                label={t('sendWatch.contact.name')}
                autoComplete="name"
                maxLength={50}
                defaultValue={values.name ?? ''}
                error={errors.name}
            />
            <TextField
                id="send-watch-mobile"
                name="mobile"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                label={t('sendWatch.contact.mobile')}
                maxLength={20}
                defaultValue={values.mobile ?? ''}
                error={errors.mobile}
            />
            <TextField
                id="send-watch-email"
                name="email"
                type="email"
                autoComplete="email"
                label={t('sendWatch.contact.email')}
                maxLength={254}
                defaultValue={values.email ?? ''}
                error={errors.email}
            />
        </>
    );
}

function TravelStep({ loaderData, values, errors }: StepProps) {
    const { t } = useTranslation();
    const contact = loaderData.draft.steps.contact;
    return (
        <>
            <Choice
                name="travelMode"
                legend={t('sendWatch.travel.mode')}
                options={[
                    { value: 'pickup', label: t('sendWatch.travel.pickup') },
                    { value: 'dropOff', label: t('sendWatch.travel.dropOff') },
                ]}
                selected={[values.travelMode ?? 'pickup']}
                error={errors.travelMode}
            />
            <fieldset className="send-watch__group">
                <legend>{t('sendWatch.travel.pickupTitle')}</legend>
                {loaderData.regions && (
                    <AddressFields
                        prefix="pickup."
                        address={{ fullName: str(contact?.name), phoneNumber: str(contact?.mobile) }}
                        regions={loaderData.regions}
                        errors={errors}
                    />
                )}
                <div className={`field${errors.pickupDate ? ' field--invalid' : ''}`}>
                    <label htmlFor="send-watch-pickup-date">{t('sendWatch.travel.pickupDate')}</label>
                    <select
                        id="send-watch-pickup-date"
                        name="pickupDate"
                        className="input"
                        defaultValue={values.pickupDate ?? ''}
                    >
                        <option value="">{t('sendWatch.travel.chooseDay')}</option>
                        {loaderData.pickupDays.map((day) => (
                            <option key={day} value={day}>
                                {day}
                            </option>
                        ))}
                    </select>
                    {errors.pickupDate && (
                        <p className="form-error" role="alert">
                            {t(errors.pickupDate)}
                        </p>
                    )}
                </div>
            </fieldset>
            <fieldset className="send-watch__group">
                <legend>{t('sendWatch.travel.dropOffTitle')}</legend>
                <BoutiqueSelect
                    id="send-watch-drop-off"
                    name="dropOffStoreSlug"
                    label={t('sendWatch.travel.boutique')}
                    boutiques={loaderData.boutiques}
                    value={values.dropOffStoreSlug}
                    error={errors.dropOffStoreSlug}
                />
            </fieldset>
        </>
    );
}

function ReviewStep({ loaderData, errors, answer, formRef }: StepProps) {
    const { t } = useTranslation();
    const { watch, problem, contact, travel } = loaderData.draft.steps;
    const row = (label: string, value: string) => (
        <div className="send-watch__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
        </div>
    );
    const symptoms = listOf(problem?.symptoms).map((s) => t(`sendWatch.symptoms.${s}`));
    const boutique = loaderData.boutiques.find((b) => b.slug === travel?.dropOffStoreSlug);
    return (
        <>
            <dl className="send-watch__summary">
                {row(t('sendWatch.watch.model'), `${str(watch?.modelName)} · ${str(watch?.sku)}`)}
                {row(t('sendWatch.watch.serialNumber'), str(watch?.serialNumber))}
                {row(t('sendWatch.problem.symptoms'), symptoms.join(', '))}
                {row(
                    t('sendWatch.contact.name'),
                    `${str(contact?.name)} · ${str(contact?.mobile)} · ${str(contact?.email)}`,
                )}
                {travel?.travelMode === 'pickup'
                    ? row(
                          t('sendWatch.travel.pickup'),
                          `${str(travel.pickupDate)} · ${str(travel.province)}${str(travel.city)}${str(travel.district)} ${str(travel.streetLine)}`,
                      )
                    : row(t('sendWatch.travel.dropOff'), boutique ? `${boutique.cityName} · ${boutique.name}` : '')}
                {row(t('sendWatch.photos.title'), String(loaderData.draft.photos.length))}
            </dl>
            {loaderData.draft.needsSmsCode && (
                <CodeFields
                    form={formRef}
                    challenge={loaderData.challenge}
                    answer={answer?.code}
                    error={errors.smsCode}
                />
            )}
            <ConsentBox name="privacyConsent" text="sendWatch.consent" error={errors.privacyConsent} />
        </>
    );
}

interface StepProps {
    loaderData: LoaderData;
    values: Record<string, string>;
    errors: Record<string, string>;
    answer: StepAnswer | undefined;
    formRef: React.RefObject<HTMLFormElement | null>;
}

const STEP_FORMS: Record<SendWatchStep, (props: StepProps) => React.ReactNode> = {
    watch: WatchStep,
    problem: ProblemStep,
    contact: ContactStep,
    travel: TravelStep,
    review: ReviewStep,
};

/** One step of "send my watch" (issue 33): its form, errors beside the fields, back and next. */
export default function SendWatchStepPage({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const answer = actionData as StepAnswer | undefined;
    const formRef = useRef<HTMLFormElement>(null);
    const busy = useNavigation().state === 'submitting';
    const { step } = loaderData;
    const index = SEND_WATCH_STEPS.indexOf(step);
    const StepForm = STEP_FORMS[step];
    const props: StepProps = {
        loaderData,
        values: valuesOf(loaderData, answer),
        errors: answer?.errors ?? {},
        answer,
        formRef,
    };
    return (
        <div className="send-watch">
            <h1 className="send-watch__title">{t('sendWatch.title')}</h1>
            <StepProgress current={step} reached={loaderData.reached} />
            <h2 className="send-watch__step-title">{t(`sendWatch.steps.${step}`)}</h2>
            {step === 'watch' && (
                <Form method="get" className="send-watch__search" role="search">
                    <TextField
                        id="send-watch-q"
                        name="q"
                        type="search"
                        label={t('sendWatch.watch.search')}
                        maxLength={60}
                        defaultValue={loaderData.q}
                    />
                    <button type="submit" className="button button--secondary">
                        {t('sendWatch.watch.find')}
                    </button>
                </Form>
            )}
            {step === 'problem' && <Photos loaderData={loaderData} />}
            <Form method="post" ref={formRef} noValidate className="send-watch__form" preventScrollReset>
                <StepForm {...props} />
                {answer?.failure && (
                    <p className="form-error" role="alert">
                        {t(`sendWatch.errors.${answer.failure}`)}
                    </p>
                )}
                <div className="send-watch__actions">
                    {index > 0 ? (
                        <Link to={`/service/send-my-watch/step-${index}`} className="button button--secondary">
                            {t('sendWatch.back')}
                        </Link>
                    ) : (
                        <Link to="/service/send-my-watch/countries" className="button button--secondary">
                            {t('sendWatch.back')}
                        </Link>
                    )}
                    <button type="submit" name="intent" value="next" className="button button--primary" disabled={busy}>
                        {step === 'review' ? t('sendWatch.submit') : t('sendWatch.next')}
                    </button>
                </div>
            </Form>
        </div>
    );
}
