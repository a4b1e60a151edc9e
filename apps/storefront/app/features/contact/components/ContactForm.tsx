import {
    CONTACT_BODY_MAX_LENGTH,
    CONTACT_NAME_MAX_LENGTH,
    CONTACT_SUBJECT_MAX_LENGTH,
    type ContactKind,
} from '@maison/shared';
import { Trans } from 'react-i18next';
import { Form, Link } from 'react-router';

import { TextField } from '~/components/TextField';
import { useTranslation } from '~/lib/use-translation';

import type { ContactPageData, ContactValues } from '../contact.server';

interface Props {
    /** A service question (issue 33) goes to the shop's inbox: no boutique, and the e-mail is needed. */
    kind?: ContactKind;
    boutiques: ContactPageData['boutiques'];
    preselected: string;
    values: ContactValues;
    errors: Record<string, string>;
    /** A refusal of the whole form (the day's limit), as its code. */
    code?: string;
    busy: boolean;
}

/** A field's error below it, tied to it by id. */
function FieldError({ id, error }: { id: string; error?: string }) {
    const { t } = useTranslation();
    return error ? (
        <p id={`${id}-error`} className="form-error" role="alert">
            {t(error)}
        </p>
    ) : null;
}

/** The message to a boutique: which one, what about, who writes and how to answer them. Works without script. */
export function ContactForm({ kind = 'storeContact', boutiques, preselected, values, errors, code, busy }: Props) {
    const { t } = useTranslation();
    const described = (name: string) =>
        errors[name] ? { 'aria-invalid': true, 'aria-describedby': `contact-${name}-error` } : {};
    return (
        <Form method="post" noValidate className="contact-form" aria-labelledby="contact-title">
            {kind === 'storeContact' && (
                <div className={`field${errors.storeSlug ? ' field--invalid' : ''}`}>
                    <label htmlFor="contact-storeSlug">{t('contact.boutique')}</label>
                    <select
                        id="contact-storeSlug"
                        name="storeSlug"
                        defaultValue={values.storeSlug ?? preselected}
                        required
                        {...described('storeSlug')}
                    >
                        <option value="">{t('contact.chooseBoutique')}</option>
                        {boutiques.map((b) => (
                            <option key={b.slug} value={b.slug}>
                                {b.cityName} · {b.name}
                            </option>
                        ))}
                    </select>
                    <FieldError id="contact-storeSlug" error={errors.storeSlug} />
                </div>
            )}
            <TextField
                id="contact-subject"
                name="subject"
                label={t('contact.subject')}
                defaultValue={values.subject}
                maxLength={CONTACT_SUBJECT_MAX_LENGTH}
                required
                error={errors.subject}
            />
            <div className={`field${errors.body ? ' field--invalid' : ''}`}>
                <label htmlFor="contact-body">{t('contact.body')}</label>
                <textarea
                    id="contact-body"
                    name="body"
                    rows={6}
                    defaultValue={values.body}
                    maxLength={CONTACT_BODY_MAX_LENGTH}
                    required
                    {...described('body')}
                />
                <FieldError id="contact-body" error={errors.body} />
            </div>
            <TextField
                id="contact-name"
                name="name"
                label={t('contact.name')}
                defaultValue={values.name}
                maxLength={CONTACT_NAME_MAX_LENGTH}
                autoComplete="name"
                required
                error={errors.name}
            />
            <fieldset className="contact-form__reply">
                <legend>{t('contact.replyBy')}</legend>
                <p className="contact-form__hint">{t('contact.replyHint')}</p>
                <TextField
                    id="contact-mobile"
                    name="mobile"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    label={t('contact.mobile')}
                    defaultValue={values.mobile}
                    maxLength={20}
                    error={errors.mobile}
                />
                <TextField
                    id="contact-email"
                    name="email"
                    type="email"
                    autoComplete="email"
                    label={t('contact.email')}
                    defaultValue={values.email}
                    maxLength={254}
                    required={kind === 'serviceQuestion'}
                    error={errors.email}
                />
            </fieldset>
            <label className="checkbox">
                <input
                    type="checkbox"
                    name="privacyConsent"
                    defaultChecked={values.privacyConsent === 'on'}
                    {...(errors.privacyConsent
                        ? { 'aria-invalid': true, 'aria-describedby': 'contact-privacyConsent-error' }
                        : {})}
                />
                <span>
                    <Trans
                        i18nKey="contact.consent"
                        components={{ privacy: <Link to="/privacy-policy" target="_blank" /> }}
                    />
                </span>
            </label>
            <FieldError id="contact-privacyConsent" error={errors.privacyConsent} />
            {code && !Object.keys(errors).length && (
                <p className="form-error" role="alert">
                    {t(`contact.errors.${code}`)}
                </p>
            )}
            <button type="submit" className="button button--primary contact-form__send" disabled={busy}>
                {busy ? t('contact.sending') : t('contact.send')}
            </button>
        </Form>
    );
}
