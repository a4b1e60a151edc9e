import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import { RequestSmsCodeResultResolver, SmsCodeResolver } from './api/sms-code.resolver';
import { deleteOldSmsCodesTask } from './config/delete-old-sms-codes-task';
import { SmsAuthenticationStrategy } from './config/sms-authentication-strategy';
import { MEMBERSHIP_PLUGIN_OPTIONS } from './constants';
import { MemberConsent } from './entities/member-consent.entity';
import { SmsCode } from './entities/sms-code.entity';
import { SmsCodeService } from './services/sms-code.service';
import type { MembershipPluginOptions } from './types';

/**
 * Members: sign-in by mobile number and SMS code behind a captcha, one authentication strategy
 * for the Shop API and the REST API, and the consent each member gave on joining.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [SmsCode, MemberConsent],
    providers: [SmsCodeService, { provide: MEMBERSHIP_PLUGIN_OPTIONS, useFactory: () => MembershipPlugin.options }],
    exports: [SmsCodeService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [SmsCodeResolver, RequestSmsCodeResultResolver],
    },
    configuration: (config) => {
        config.authOptions.shopAuthenticationStrategy = [
            ...(config.authOptions.shopAuthenticationStrategy ?? []),
            new SmsAuthenticationStrategy(),
        ];
        config.schedulerOptions.tasks.push(deleteOldSmsCodesTask);
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
