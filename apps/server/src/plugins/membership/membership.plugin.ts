import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import { MemberAccountResolver } from './api/member-account.resolver';
import { MemberAddressResolver } from './api/member-address.resolver';
import { MemberOrderResolver } from './api/member-order.resolver';
import { MemberRegistrationResolver } from './api/member-registration.resolver';
import { PasswordResetRequestResolver } from './api/password-reset-request.resolver';
import { RequestSmsCodeResultResolver, SmsCodeResolver } from './api/sms-code.resolver';
import { deleteOldSmsCodesTask } from './config/delete-old-sms-codes-task';
import { memberProfileFields } from './config/member-profile-fields';
import { SmsAuthenticationStrategy } from './config/sms-authentication-strategy';
import { MEMBERSHIP_PLUGIN_OPTIONS } from './constants';
import { MemberCheckIn } from './entities/member-check-in.entity';
import { MemberConsent } from './entities/member-consent.entity';
import { SmsCode } from './entities/sms-code.entity';
import { MemberAccountService } from './services/member-account.service';
import { MemberCheckInService } from './services/member-check-in.service';
import { MemberRecordsService } from './services/member-records.service';
import { MemberSessionsService } from './services/member-sessions.service';
import { PasswordResetLinks } from './services/password-reset-links.service';
import { SmsCodeService } from './services/sms-code.service';
import type { MembershipPluginOptions } from './types';

/**
 * Members: sign-in by mobile number and SMS code behind a captcha, one authentication strategy
 * for the Shop API and the REST API, the consent each member gave on joining, the member club
 * with its daily check-in, and the rule that a member reaches only their own records.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [SmsCode, MemberConsent, MemberCheckIn],
    providers: [
        SmsCodeService,
        MemberRecordsService,
        MemberAccountService,
        MemberCheckInService,
        MemberSessionsService,
        PasswordResetLinks,
        { provide: MEMBERSHIP_PLUGIN_OPTIONS, useFactory: () => MembershipPlugin.options },
    ],
    exports: [SmsCodeService, MemberRecordsService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [
            SmsCodeResolver,
            RequestSmsCodeResultResolver,
            MemberAddressResolver,
            MemberAccountResolver,
            MemberOrderResolver,
            MemberRegistrationResolver,
            PasswordResetRequestResolver,
        ],
    },
    configuration: (config) => {
        config.authOptions.shopAuthenticationStrategy = [
            ...(config.authOptions.shopAuthenticationStrategy ?? []),
            new SmsAuthenticationStrategy(),
        ];
        config.schedulerOptions.tasks.push(deleteOldSmsCodesTask);
        config.customFields.Customer.push(...memberProfileFields);
        return config;
    },
    compatibility: '^3.0.0',
})
export class MembershipPlugin {
    static options: MembershipPluginOptions;

    static init(options: MembershipPluginOptions): typeof MembershipPlugin {
        this.options = options;
        return MembershipPlugin;
    }
}
