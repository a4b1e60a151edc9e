import { PASSWORD_MIN_LENGTH } from '@maison/shared';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';

import { TextField } from '~/components/TextField';
import { useTranslation } from '~/lib/use-translation';

interface FieldProps {
    /** The form's name, before the field's in its id (the modal and a page may show two forms). */
    form: string;
    error?: string;
    defaultValue?: string;
    autoFocus?: boolean;
}

/** An e-mail address field of the sign-in forms. */
export function EmailField({ form, name = 'email', error, defaultValue, autoFocus }: FieldProps & { name?: string }) {
    const { t } = useTranslation();
    return (
        <TextField
            id={`${form}-${name}`}
            name={name}
            label={t('login.fields.email')}
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={defaultValue}
            error={error}
            data-autofocus={autoFocus || undefined}
        />
    );
}

/** Family name, then given name, as Chinese writes them (one row on wide screens). */
export function NameFields({
    form,
    values,
    errors,
}: {
    form: string;
    values: { lastName?: string; firstName?: string };
    errors: { lastName?: string; firstName?: string };
}) {
    const { t } = useTranslation();
    const field = (name: 'lastName' | 'firstName', autoComplete: string) => (
        <TextField
            id={`${form}-${name}`}
            name={name}
            label={t(`login.fields.${name}`)}
            autoComplete={autoComplete}
            maxLength={50}
            defaultValue={values[name]}
            error={errors[name]}
        />
    );
    return (
        <div className="field-row">
            {field('lastName', 'family-name')}
            {field('firstName', 'given-name')}
        </div>
    );
}

/** A password field: a new one says how long it must be and lets the browser suggest one. */
export function PasswordField({
    form,
    name = 'password',
    kind,
    label: given,
    error,
}: Omit<FieldProps, 'defaultValue' | 'autoFocus'> & {
    name?: string;
    kind: 'current' | 'new' | 'confirm';
    label?: string;
}) {
    const { t } = useTranslation();
    const label =
        given ??
        (kind === 'current'
            ? t('login.fields.password')
            : kind === 'new'
              ? t('login.fields.newPassword', { min: PASSWORD_MIN_LENGTH })
              : t('login.fields.confirmPassword'));
    return (
        <TextField
            id={`${form}-${name}`}
            name={name}
            label={label}
            type="password"
            autoComplete={kind === 'current' ? 'current-password' : 'new-password'}
            maxLength={128}
            error={error}
        />
    );
}

/**
 * A box to tick with the privacy policy and the member-club terms linked in its text (PIPL
 * consent). `text` is its i18n key; `<privacy>` and `<club>` in it become the links.
 */
export function ConsentBox({ name, text, error }: { name: string; text: string; error?: string }) {
    const { t } = useTranslation();
    const errorId = `${name}-error`;
    return (
        <>
            <label className="checkbox">
                <input
                    type="checkbox"
                    name={name}
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? errorId : undefined}
                />
                <span>
                    <Trans
                        i18nKey={text}
                        components={{
                            privacy: <Link to="/privacy-policy" target="_blank" />,
                            club: <Link to="/member-club-terms" target="_blank" />,
                        }}
                    />
                </span>
            </label>
            {error && (
                <p id={errorId} className="form-error" role="alert">
                    {t(error)}
                </p>
            )}
        </>
    );
}
