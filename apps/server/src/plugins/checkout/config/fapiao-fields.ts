import { CustomFieldConfig, LanguageCode } from '@vendure/core';

import { FAPIAO_TYPES, TAXPAYER_ID_PATTERN } from '@maison/shared';

import { localisedLabel } from '../../../common/localised-label';

const invalid = (zh: string, en: string, de: string) => [
    { languageCode: LanguageCode.zh, value: zh },
    { languageCode: LanguageCode.en, value: en },
    { languageCode: LanguageCode.de, value: de },
];

/**
 * The fapiao (invoice) a shopper asks for at checkout: none, personal, or a company's, whose
 * title and taxpayer id staff print on it. Checked here too: the Shop API is public.
 */
export const fapiaoOrderFields: CustomFieldConfig[] = [
    {
        name: 'fapiaoType',
        type: 'string',
        defaultValue: 'none',
        options: FAPIAO_TYPES.map((value) => ({ value })),
        public: true,
        label: localisedLabel('发票类型', 'Fapiao type', 'Fapiao-Art'),
    },
    {
        name: 'fapiaoTitle',
        type: 'string',
        nullable: true,
        public: true,
        length: 100,
        label: localisedLabel('发票抬头', 'Fapiao title', 'Fapiao-Titel'),
        validate: (value: unknown) =>
            value == null || (typeof value === 'string' && value.length <= 100)
                ? undefined
                : invalid('发票抬头过长', 'The fapiao title is too long', 'Der Fapiao-Titel ist zu lang'),
    },
    {
        name: 'fapiaoTaxId',
        type: 'string',
        nullable: true,
        public: true,
        label: localisedLabel('纳税人识别号', 'Taxpayer id', 'Steuernummer'),
        validate: (value: unknown) =>
            value == null || value === '' || (typeof value === 'string' && TAXPAYER_ID_PATTERN.test(value))
                ? undefined
                : invalid('纳税人识别号格式不正确', 'Not a valid taxpayer id', 'Keine gültige Steuernummer'),
    },
];
