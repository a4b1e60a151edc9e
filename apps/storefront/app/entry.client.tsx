import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

let hydrated = false;

function hydrate() {
    if (hydrated) return;
    hydrated = true;
    startTransition(() => {
        hydrateRoot(
            document,
            <StrictMode>
                <HydratedRouter />
            </StrictMode>,
        );
    });
}

// The server's HTML is already the whole page: let the browser paint it before hydration takes
// the main thread. Module scripts can run before the first frame, and on a slow phone hydrating
// first kept the page blank until it was done (Lighthouse's phone: first paint after the
// scripts). A frame's callback runs just before that frame is painted, so the timeout it sets
// runs just after. A page that is not shown gets no frames, and has nothing to paint: it
// hydrates at once. A frame out of sight may get none while counted visible: a second later it
// hydrates anyway.
if (document.visibilityState === 'visible') {
    requestAnimationFrame(() => setTimeout(hydrate, 0));
    setTimeout(hydrate, 1000);
} else {
    hydrate();
}
