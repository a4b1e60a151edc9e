import type { InputHTMLAttributes } from 'react';

import { useTranslation } from '~/lib/use-translation';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
    id: string;
    name: string;
    label: string;
    /** The i18n key of what is wrong with it, if anything. */
    error?: string;
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({ id, name, label, error, ...input }: Props) {
    const { t } = useTranslation();
    return (
        <div className={`field${error ? ' field--invalid' : ''}`}>
            <label htmlFor={id}>{label}</label>
            <input
                id={id}
                name={name}
                className="input"
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                {...input}
            />
            {error && (
                <p id={`${id}-error`} className="form-error" role="alert">
                    {t(error)}
                </p>
            )}
        </div>
    );
}
