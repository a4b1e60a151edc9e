import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { ContentPlugin } from '../content';
import { shopApiExtensions } from './api/api-extensions';
import { AcceptLegalDocumentsResultResolver, LegalConsentResolver } from './api/legal-consent.resolver';
import { CloseMyAccountResultResolver, MemberAccountResolver } from './api/member-account.resolver';
import { MemberAddressResolver } from './api/member-address.resolver';
import { MemberOrderResolver } from './api/member-order.resolver';
import { MemberRegistrationResolver } from './api/member-registration.resolver';
import { OrderAccessResolver, ProveOrderAccessResultResolver } from './api/order-access.resolver';
import { PasswordResetRequestResolver } from './api/password-reset-request.resolver';
import { PersonalDataResolver } from './api/personal-data.resolver';
import { RequestSmsCodeResultResolver, SmsCodeResolver } from './api/sms-code.resolver';
import { deleteOldSmsCodesTask } from './config/delete-old-sms-codes-task';
import { memberProfileFields, memberWechatFields } from './config/member-profile-fields';
import { orderAccessProcess } from './config/order-access-process';
import { GrantedOrderByCodeAccessStrategy } from './config/order-access-strategy';
import { SmsAuthenticationStrategy } from './config/sms-authentication-strategy';
import { MEMBERSHIP_PLUGIN_OPTIONS } from './constants';
import { MemberCheckIn } from './entities/member-check-in.entity';
import { MemberConsent } from './entities/member-consent.entity';
import { OrderAccessGrant } from './entities/order-access-grant.entity';
import { SmsCode } from './entities/sms-code.entity';
import { MemberAccountService } from './services/member-account.service';
import { MemberCheckInService } from './services/member-check-in.service';
import { MemberConsentsService } from './services/member-consents.service';
import { MemberOpenIdService } from './services/member-open-id.service';
import { MemberRecordsService } from './services/member-records.service';
import { MemberSessionsService } from './services/member-sessions.service';
import { MemberSignInService } from './services/member-sign-in.service';
import { OrderAccessService } from './services/order-access.service';
import { PasswordResetLinks } from './services/password-reset-links.service';
import { PersonalDataService } from './services/personal-data.service';
import { SmsCodeService } from './services/sms-code.service';
import type { MembershipPluginOptions } from './types';

/**
 * Members: sign-in by mobile number and SMS code behind a captcha, one authentication strategy
 * for the Shop API and the REST API, the consent each member gave to each version of the legal
 * texts (asked again when a new one is current), a copy of a member's own data to download,
 * the member club with its daily check-in, and the rule that a member reaches only their own records (and a
 * guest only the orders their session placed or proved).
 */
@VendurePlugin({
    // The content plugin answers the legal texts' current versions (LEGAL_VERSION_SOURCE).
    imports: [PluginCommonModule, ContentPlugin],
    entities: [SmsCode, MemberConsent, MemberCheckIn, OrderAccessGrant],
    providers: [
        SmsCodeService,
        MemberRecordsService,
        MemberAccountService,
        MemberCheckInService,
        MemberSessionsService,
        PasswordResetLinks,
        OrderAccessService,
        MemberConsentsService,
        PersonalDataService,
        MemberOpenIdService,
        MemberSignInService,
        { provide: MEMBERSHIP_PLUGIN_OPTIONS, useFactory: () => MembershipPlugin.options },
    ],
    exports: [
        SmsCodeService,
        MemberRecordsService,
        PersonalDataService,
        MemberAccountService,
        MemberConsentsService,
        MemberOpenIdService,
        MemberSignInService,
    ],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [
            SmsCodeResolver,
            RequestSmsCodeResultResolver,
            MemberAddressResolver,
            MemberAccountResolver,
            CloseMyAccountResultResolver,
            MemberOrderResolver,
            MemberRegistrationResolver,
            PasswordResetRequestResolver,
            OrderAccessResolver,
            ProveOrderAccessResultResolver,
            LegalConsentResolver,
            AcceptLegalDocumentsResultResolver,
            PersonalDataResolver,
        ],
    },
    configuration: (config) => {
        config.authOptions.shopAuthenticationStrategy = [
            ...(config.authOptions.shopAuthenticationStrategy ?? []),
            new SmsAuthenticationStrategy(),
        ];
        config.schedulerOptions.tasks.push(deleteOldSmsCodesTask);
        config.customFields.Customer.push(...memberProfileFields, ...memberWechatFields);
        // Vendure's default lets anyone read an order by its code for two hours after it is placed.
        config.orderOptions.orderByCodeAccessStrategy = new GrantedOrderByCodeAccessStrategy();
        config.orderOptions.process = [...config.orderOptions.process, orderAccessProcess()];
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
