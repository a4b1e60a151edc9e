import { Component, Suspense, useEffect, useState } from 'react';

import { whenIdle } from '~/lib/idle';
import { reloadForStaleChunk } from '~/lib/stale-chunk';

/** The latest an overlay's code is fetched after the page comes alive, idle or not. */
const DEFER_TIMEOUT_MS = 3000;

/**
 * Renders its (lazily loaded) children only once the page has come alive and the browser is
 * idle, or at once when they are `wanted` sooner: an overlay nobody has opened yet costs the
 * page's first load nothing, and is in place, closed, before most visitors reach for it. The
 * server renders nothing here, and neither does hydration, so the two always agree.
 */
export function Deferred({ wanted, children }: { wanted: boolean; children: React.ReactNode }) {
    const [ready, setReady] = useState(false);
    useEffect(() => {
        if (ready) return;
        if (wanted) return setReady(true);
        return whenIdle(() => setReady(true), DEFER_TIMEOUT_MS);
    }, [ready, wanted]);
    if (!ready) return null;
    return (
        <LeaveOut>
            <Suspense fallback={null}>{children}</Suspense>
        </LeaveOut>
    );
}

/**
 * An overlay whose code cannot be loaded (a deploy removed its chunk, the network dropped) is
 * left out rather than taking the page down with it; a stale chunk reloads the page.
 */
class LeaveOut extends Component<{ children: React.ReactNode }, { failed: boolean }> {
    state = { failed: false };

    static getDerivedStateFromError() {
        return { failed: true };
    }

    componentDidCatch(error: unknown) {
        if (!reloadForStaleChunk(error)) console.error(error);
    }

    render() {
        return this.state.failed ? null : this.props.children;
    }
}
