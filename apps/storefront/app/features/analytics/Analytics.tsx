import { useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';

import { useUi } from '~/features/ui/use-ui';

import { startAnalytics, stopAnalytics, trackPageView } from './client';
import { pageTypeOf } from './page-type';

/**
 * The shop's own analytics on every page, after consent only. Layout effects, so that the page
 * view is recorded before the page's own effects report their moments (a product seen, a
 * search) on it; recording is a push onto a queue, and sending waits for the browser to idle.
 */
export function Analytics() {
    const { state } = useUi();
    const consent = state.consent;
    const { pathname } = useLocation();
    const matches = useMatches();
    const leaf = matches[matches.length - 1];
    const shown = (leaf?.data as { page?: unknown } | undefined)?.page;
    const pageType = useRef(pageTypeOf(leaf?.id ?? '', pathname, shown));
    pageType.current = pageTypeOf(leaf?.id ?? '', pathname, shown);

    useLayoutEffect(() => {
        if (consent) startAnalytics();
        else stopAnalytics();
    }, [consent]);

    // One view per address, not per change of its query (a filter, the next page of a listing).
    useLayoutEffect(() => {
        if (consent) trackPageView(pathname, pageType.current);
    }, [consent, pathname]);

    return null;
}
