import { useLingui } from '@lingui/react/macro';
import type { AnalyticsChannel, AnalyticsFunnelStage, AnalyticsPageType } from '@maison/shared';

/**
 * The words staff read for the analytics values, each translated in i18n/*.po. Strings, not
 * elements: the charts' axes and the CSV files take text. The plugin's catalogues reach the
 * page uncompiled, so no message holds a placeholder.
 */
export function useAnalyticsLabels() {
    const { t } = useLingui();

    const channel = (c: AnalyticsChannel): string => {
        switch (c) {
            case 'wechat':
                return t`WeChat`;
            case 'weibo':
                return t`Weibo`;
            case 'xiaohongshu':
                return t`Xiaohongshu`;
            case 'baidu':
                return t`Baidu`;
            case 'search':
                return t`Other search engines`;
            case 'referral':
                return t`Other sites`;
            case 'campaign':
                return t`Campaigns`;
            default:
                return t`Direct`;
        }
    };

    const stage = (s: AnalyticsFunnelStage): string => {
        switch (s) {
            case 'product_view':
                return t`Viewed a product`;
            case 'add_to_bag':
                return t`Added to the bag`;
            case 'checkout_contact':
                return t`Checkout: contact`;
            case 'checkout_address':
                return t`Checkout: address`;
            case 'checkout_delivery':
                return t`Checkout: delivery`;
            case 'checkout_payment':
                return t`Checkout: payment`;
            case 'payment_started':
                return t`Payment started`;
            default:
                return t`Paid`;
        }
    };

    const pageType = (p: AnalyticsPageType): string => {
        switch (p) {
            case 'home':
                return t`Home`;
            case 'listing':
                return t`Listing`;
            case 'product':
                return t`Product`;
            case 'search':
                return t`Search`;
            case 'checkout':
                return t`Checkout`;
            case 'content':
                return t`Content`;
            case 'account':
                return t`Account`;
            case 'stores':
                return t`Stores`;
            case 'service':
                return t`Service`;
            default:
                return t`Other`;
        }
    };

    return { channel, stage, pageType };
}
