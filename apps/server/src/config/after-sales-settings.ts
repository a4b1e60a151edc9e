import type { AfterSalesPluginOptions } from '../plugins/after-sales/types';
import type { ServerEnv } from './environment';
import { allOrNone } from './setting-groups';

const KUAIDI100 = ['KUAIDI100_CUSTOMER', 'KUAIDI100_KEY'] as const;

/** Shipment tracking by Kuaidi100 when its settings are all there, by the shop's own records when none are. */
export function afterSalesSettings(e: ServerEnv): AfterSalesPluginOptions {
    return {
        tracking: allOrNone(e, KUAIDI100, false, 'Kuaidi100 tracking')
            ? {
                  kind: 'kuaidi100',
                  customer: e.KUAIDI100_CUSTOMER!,
                  key: e.KUAIDI100_KEY!,
                  endpoint: e.KUAIDI100_ENDPOINT,
              }
            : { kind: 'local' },
    };
}
