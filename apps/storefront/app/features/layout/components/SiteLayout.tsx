import type { PublicConfig } from '~/lib/env.server';
import { BagSidebar } from '~/features/bag/components/BagSidebar';

import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The default layout of spec §2: header, page, bag sidebar and footer. */
export function SiteLayout({ config, children }: { config: PublicConfig; children: React.ReactNode }) {
    return (
        <div className="site">
            <SiteHeader brandName={config.brandName} />
            <main id="main" className="site__main">
                {children}
            </main>
            <SiteFooter config={config} />
            <BagSidebar />
        </div>
    );
}
