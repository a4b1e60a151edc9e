import { CustomFieldConfig } from '@vendure/core';

import { GENDERS, isBirthday } from '@maison/shared';

import { localisedLabel } from '../../../common/localised-label';

/**
 * What a member adds to their profile beyond Vendure's customer: birthday, gender and the
 * newsletter opt-in. Checked here too, since the Shop API is public.
 */
export const memberProfileFields: CustomFieldConfig[] = [
    {
        name: 'birthday',
        type: 'string',
        nullable: true,
        public: true,
        length: 10,
        label: localisedLabel('生日', 'Birthday', 'Geburtstag'),
        validate: (value: unknown) =>
            value == null || value === '' || (typeof value === 'string' && isBirthday(value))
                ? undefined
                : localisedLabel('生日日期无效', 'Not a valid birthday', 'Kein gültiger Geburtstag'),
    },
    {
        name: 'gender',
        type: 'string',
        nullable: true,
        public: true,
        options: GENDERS.map((value) => ({ value })),
        label: localisedLabel('性别', 'Gender', 'Geschlecht'),
    },
    {
        name: 'newsletter',
        type: 'boolean',
        defaultValue: false,
        nullable: false,
        public: true,
        label: localisedLabel('订阅品牌资讯', 'Newsletter', 'Newsletter'),
    },
];

/**
 * The member's WeChat account in the shop's mini-program (its openid), bound as they sign in
 * there: WeChat Pay's JSAPI pays as that user. One member per openid; staff see it, nobody
 * edits it, and the Shop API does not show it.
 */
export const memberWechatFields: CustomFieldConfig[] = [
    {
        name: 'wechatOpenId',
        type: 'string',
        nullable: true,
        unique: true,
        public: false,
        readonly: true,
        length: 64,
        label: localisedLabel('微信 OpenID', 'WeChat OpenID', 'WeChat-OpenID'),
    },
];
