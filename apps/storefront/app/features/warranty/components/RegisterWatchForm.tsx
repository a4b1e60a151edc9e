import { WARRANTY_INPUT_MAX_LENGTH } from '@maison/shared';
import { Form } from 'react-router';

import { TextField } from '~/components/TextField';
import { useTranslation } from '~/lib/use-translation';

import type { RegisterAnswer } from '../warranty.server';
import { EXAMPLE_CARD_CODE } from './WarrantyCard';

interface Props {
    answer?: RegisterAnswer;
    busy: boolean;
}

/** A refusal of the form as a whole, with the wait when it is a limit. */
export function WarrantyFailure({ code, waitSeconds }: { code: string; waitSeconds?: number }) {
    const { t } = useTranslation();
    return (
        <p className="form-error warranty-failure" role="alert">
            {t(`warranty.errors.${code}`, { minutes: Math.max(1, Math.ceil((waitSeconds ?? 60) / 60)) })}
        </p>
    );
}

/** The serial and the card's code, as printed on the warranty card. Works without script. */
export function RegisterWatchForm({ answer, busy }: Props) {
    const { t } = useTranslation();
    const refused = answer && !answer.ok ? answer : undefined;
    return (
        <Form method="post" noValidate className="warranty-form" aria-labelledby="warranty-register-title">
            <h2 id="warranty-register-title" className="warranty-form__title">
                {t('warranty.register.title')}
            </h2>
            <p className="warranty-form__hint">{t('warranty.register.hint')}</p>
            {refused?.code && <WarrantyFailure code={refused.code} waitSeconds={refused.waitSeconds} />}
            <TextField
                id="warranty-serial"
                name="serial"
                label={t('warranty.register.serial')}
                defaultValue={refused?.values.serial}
                maxLength={WARRANTY_INPUT_MAX_LENGTH}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
                error={refused?.errors.serial}
            />
            <TextField
                id="warranty-cardCode"
                name="cardCode"
                label={t('warranty.register.cardCode')}
                placeholder={EXAMPLE_CARD_CODE}
                defaultValue={refused?.values.cardCode}
                maxLength={WARRANTY_INPUT_MAX_LENGTH}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
                error={refused?.errors.cardCode}
            />
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
                {busy ? t('warranty.register.sending') : t('warranty.register.submit')}
            </button>
        </Form>
    );
}
