import { ROUTE_SCROLL_RESET_DELAY_MS } from '@maison/shared';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// useLayoutEffect warns during server rendering; scrolling only happens in the browser anyway.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Spec §4: a new page scrolls to the top 200 ms after the route changes (the old page fades
 * out first); back and forward return to where the visitor was. A change of query alone
 * (more results, filters) keeps the position.
 */
export function useRouteScroll() {
    const location = useLocation();
    const navigationType = useNavigationType();
    const positions = useRef(new Map<string, number>());
    const previousPath = useRef(location.pathname);

    useEffect(() => {
        const key = location.key;
        const save = () => positions.current.set(key, window.scrollY);
        window.addEventListener('scroll', save, { passive: true });
        return () => window.removeEventListener('scroll', save);
    }, [location.key]);

    useBrowserLayoutEffect(() => {
        const pathChanged = previousPath.current !== location.pathname;
        previousPath.current = location.pathname;
        if (navigationType === 'POP') {
            const saved = positions.current.get(location.key);
            if (saved !== undefined) window.scrollTo(0, saved);
            return;
        }
        if (!pathChanged || location.hash) return;
        const timer = setTimeout(() => window.scrollTo(0, 0), ROUTE_SCROLL_RESET_DELAY_MS);
        return () => clearTimeout(timer);
    }, [location.key, location.pathname, location.hash, navigationType]);
}
