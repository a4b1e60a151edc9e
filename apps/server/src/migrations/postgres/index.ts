import { InitialSchema1795395619496 } from './1795395619496-initial-schema';
import { SearchTextTrigram1795980000000 } from './1795980000000-search-text-trigram';
import { StrapBundleBuckle1796000000000 } from './1796000000000-strap-bundle-buckle';
import { ProductReviews1796100000000 } from './1796100000000-product-reviews';
import { OrderFapiao1796200000000 } from './1796200000000-order-fapiao';
import { SmsSignIn1796300000000 } from './1796300000000-sms-sign-in';
import { MemberProfile1796400000000 } from './1796400000000-member-profile';
import { AfterSalesWishlist1796500000000 } from './1796500000000-after-sales-wishlist';
import { MemberCheckIn1796600000000 } from './1796600000000-member-check-in';
import { OrderAccessGrant1796700000000 } from './1796700000000-order-access-grant';
import { CatalogueSearchText1796740000000 } from './1796740000000-catalogue-search-text';
import { RateLimit1796750000000 } from './1796750000000-rate-limit';
import { SmsCodePurpose1796760000000 } from './1796760000000-sms-code-purpose';
import { Stores1796800000000 } from './1796800000000-stores';
import { Appointments1796900000000 } from './1796900000000-appointments';
import { AppointmentMessages1797000000000 } from './1797000000000-appointment-messages';
import { ContactMessages1797300000000 } from './1797300000000-contact-messages';
import { Content1797420000000 } from './1797420000000-content';
import { SendMyWatch1797533000000 } from './1797533000000-send-my-watch';
import { ServiceCentres1797540000000 } from './1797540000000-service-centres';
import { UserManuals1797541000000 } from './1797541000000-user-manuals';
import { WarrantyCards1797600000000 } from './1797600000000-warranty-cards';
import { ServiceInfo1797610000000 } from './1797610000000-service-info';
import { ServiceRepair1797700000000 } from './1797700000000-service-repair';
import { OneClickKey1797800000000 } from './1797800000000-one-click-key';
import { GuestCarts1797810000000 } from './1797810000000-guest-carts';
import { WechatOpenId1797820000000 } from './1797820000000-wechat-open-id';
import { Analytics1797900000000 } from './1797900000000-analytics';
import { SandboxState1798000000000 } from './1798000000000-sandbox-state';

/** Every postgres migration, oldest first. A new one generated here must be added to the list. */
export const migrations = [
    InitialSchema1795395619496,
    SearchTextTrigram1795980000000,
    StrapBundleBuckle1796000000000,
    ProductReviews1796100000000,
    OrderFapiao1796200000000,
    SmsSignIn1796300000000,
    MemberProfile1796400000000,
    AfterSalesWishlist1796500000000,
    MemberCheckIn1796600000000,
    OrderAccessGrant1796700000000,
    CatalogueSearchText1796740000000,
    RateLimit1796750000000,
    SmsCodePurpose1796760000000,
    Stores1796800000000,
    Appointments1796900000000,
    AppointmentMessages1797000000000,
    ContactMessages1797300000000,
    Content1797420000000,
    SendMyWatch1797533000000,
    ServiceCentres1797540000000,
    UserManuals1797541000000,
    WarrantyCards1797600000000,
    ServiceInfo1797610000000,
    ServiceRepair1797700000000,
    OneClickKey1797800000000,
    GuestCarts1797810000000,
    WechatOpenId1797820000000,
    Analytics1797900000000,
    SandboxState1798000000000,
];
