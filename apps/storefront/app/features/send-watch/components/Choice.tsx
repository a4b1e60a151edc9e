import { useTranslation } from '~/lib/use-translation';

/** A group of radios or checkboxes with its legend and its error, tied together for screen readers. */
export function Choice({
    name,
    legend,
    options,
    selected,
    multiple = false,
    error,
}: {
    name: string;
    legend: string;
    options: Array<{ value: string; label: string }>;
    selected: readonly string[];
    multiple?: boolean;
    error?: string;
}) {
    const { t } = useTranslation();
    const errorId = `${name}-error`;
    return (
        <fieldset
            className={`send-watch__choice${error ? ' field--invalid' : ''}`}
            aria-describedby={error ? errorId : undefined}
        >
            <legend>{legend}</legend>
            {options.map((option) => (
                <label key={option.value} className="checkbox">
                    <input
                        type={multiple ? 'checkbox' : 'radio'}
                        name={name}
                        value={option.value}
                        defaultChecked={selected.includes(option.value)}
                    />
                    <span>{option.label}</span>
                </label>
            ))}
            {error && (
                <p id={errorId} className="form-error" role="alert">
                    {t(error)}
                </p>
            )}
        </fieldset>
    );
}
