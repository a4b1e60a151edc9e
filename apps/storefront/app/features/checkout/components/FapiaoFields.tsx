import type { FapiaoType } from '@maison/shared';
import { useState } from 'react';

import { TextField } from '~/components/TextField';
import { useTranslation } from '~/lib/use-translation';

interface Props {
    /** What the form starts with: the order's fapiao, or what was posted. */
    defaults?: { fapiaoType?: string | null; fapiaoTitle?: string | null; fapiaoTaxId?: string | null } | null;
    /** i18n keys by field name (fapiaoTitle, fapiaoTaxId), as `fapiaoSchema`'s errors give them. */
    errors: Record<string, string>;
}

// The shared list lives beside its schema, whose zod objects the browser is spared: the same three here.
const FAPIAO_TYPES = ['none', 'personal', 'company'] as const satisfies readonly FapiaoType[];

const isFapiaoType = (value: unknown): value is FapiaoType => FAPIAO_TYPES.includes(value as FapiaoType);

/** None, personal, or a company's fapiao with its title and taxpayer id (shown for company only). */
export function FapiaoFields({ defaults, errors }: Props) {
    const { t } = useTranslation();
    const [fapiao, setFapiao] = useState<FapiaoType>(isFapiaoType(defaults?.fapiaoType) ? defaults.fapiaoType : 'none');
    return (
        <fieldset className="fapiao">
            <legend>{t('checkout.fapiao.title')}</legend>
            {FAPIAO_TYPES.map((type) => (
                <label key={type} className="radio">
                    <input
                        type="radio"
                        name="fapiaoType"
                        value={type}
                        checked={fapiao === type}
                        onChange={() => setFapiao(type)}
                    />
                    {t(`checkout.fapiao.${type}`)}
                </label>
            ))}
            {fapiao === 'company' && (
                <div className="fapiao__company">
                    <TextField
                        id="fapiaoTitle"
                        name="fapiaoTitle"
                        label={t('checkout.fapiao.companyTitle')}
                        maxLength={100}
                        defaultValue={defaults?.fapiaoTitle ?? ''}
                        error={errors.fapiaoTitle}
                    />
                    <TextField
                        id="fapiaoTaxId"
                        name="fapiaoTaxId"
                        label={t('checkout.fapiao.taxId')}
                        maxLength={20}
                        defaultValue={defaults?.fapiaoTaxId ?? ''}
                        error={errors.fapiaoTaxId}
                    />
                </div>
            )}
        </fieldset>
    );
}
