import { lazy } from 'react';

import { Deferred } from '~/components/Deferred';
import { useBag } from '~/features/bag/use-bag';
import { useUi } from '~/features/ui/use-ui';

// Each overlay's code is a chunk of its own, fetched after the page comes alive (Deferred).
const BagSidebar = lazy(() => import('~/features/bag/components/BagSidebar').then((m) => ({ default: m.BagSidebar })));
const SearchPopup = lazy(() =>
    import('~/features/search/components/SearchPopup').then((m) => ({ default: m.SearchPopup })),
);
const LoginModal = lazy(() =>
    import('~/features/account/components/LoginModal').then((m) => ({ default: m.LoginModal })),
);
const VideoLayer = lazy(() => import('~/features/ui/components/VideoLayer').then((m) => ({ default: m.VideoLayer })));

/**
 * The overlays the header and the pages open: bag sidebar, search popup and login modal, and,
 * with `video`, the video layer.
 */
export function SiteOverlays({ video = false }: { video?: boolean }) {
    const { open: bagOpen } = useBag();
    const { state } = useUi();
    return (
        <>
            <Deferred wanted={bagOpen}>
                <BagSidebar />
            </Deferred>
            <Deferred wanted={state.search}>
                <SearchPopup />
            </Deferred>
            <Deferred wanted={state.login.open}>
                <LoginModal />
            </Deferred>
            {video && (
                <Deferred wanted={state.video !== null}>
                    <VideoLayer />
                </Deferred>
            )}
        </>
    );
}
