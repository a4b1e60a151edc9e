import {
    ANALYTICS_VISITOR_PATTERN,
    COOKIE_CONSENT_COOKIE,
    COOKIE_CONSENT_MAX_AGE_S,
    type AnalyticsPageType,
    type AnalyticsUtm,
} from '@maison/shared';

import { readCookie, secureAttribute } from '~/lib/cookies';
import { whenIdle } from '~/lib/idle';

import { ANALYTICS_ENDPOINT, ANALYTICS_EXCLUDE_COOKIE, ANALYTICS_VISITOR_COOKIE } from './analytics-cookies';
import { type AnalyticsMoment, randomId, Tracker } from './tracker';

/** How long a batch that may wait waits for the browser to be idle, at most. */
const IDLE_WAIT_MS = 2_000;

let tracker: Tracker | undefined;
let unlisten: (() => void) | undefined;
/** Where the visit came from, read once from the document it landed on. */
let landing: { referrer?: string; utm?: AnalyticsUtm } | undefined;
let loadMeasured = false;

function setVisitorCookie(value: string, maxAge: number): void {
    document.cookie = `${ANALYTICS_VISITOR_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secureAttribute(location.protocol === 'https:')}`;
}

/** The browser's analytics id, made now if it has none: kept as long as the consent that allows it. */
function visitorId(): string {
    const known = readCookie(document.cookie, ANALYTICS_VISITOR_COOKIE);
    if (known && ANALYTICS_VISITOR_PATTERN.test(known)) return known;
    const id = randomId(16);
    setVisitorCookie(id, COOKIE_CONSENT_MAX_AGE_S);
    return id;
}

function landingOf(): { referrer?: string; utm?: AnalyticsUtm } {
    const params = new URLSearchParams(location.search);
    const utm: AnalyticsUtm = {};
    for (const key of ['source', 'medium', 'campaign'] as const) {
        const value = params.get(`utm_${key}`);
        if (value) utm[key] = value;
    }
    // The shop's own pages as referrer say nothing of where the visit came from.
    const referrer = document.referrer && !document.referrer.startsWith(`${location.origin}/`) ? document.referrer : '';
    return { ...(referrer ? { referrer } : {}), ...(Object.keys(utm).length ? { utm } : {}) };
}

/**
 * Starts counting, once the visitor has consented: nothing of this runs, and nothing is sent,
 * before. A browser left out of the figures (ANALYTICS_EXCLUDE_COOKIE) never starts.
 */
export function startAnalytics(): void {
    if (tracker || readCookie(document.cookie, ANALYTICS_EXCLUDE_COOKIE) === 'true') return;
    if (typeof navigator.sendBeacon !== 'function') return;
    const started = new Tracker({
        visitor: visitorId(),
        send: (json) => {
            // A decline that reloads the page leaves no render to stop this first: the page's
            // leave must not go out after it.
            if (readCookie(document.cookie, COOKIE_CONSENT_COOKIE) !== 'true') return;
            // A Blob says its type: a string would go as text/plain, which the endpoint refuses.
            navigator.sendBeacon(ANALYTICS_ENDPOINT, new Blob([json], { type: 'application/json' }));
        },
        later: (task) => whenIdle(task, IDLE_WAIT_MS),
    });
    const onVisibility = () => {
        if (document.visibilityState === 'visible') started.visible(true);
        else started.hide();
    };
    const onPageHide = () => started.hide();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    started.visible(document.visibilityState === 'visible');
    unlisten = () => {
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', onPageHide);
    };
    tracker = started;
}

/** Stops counting and forgets the browser's id: the visitor declined, or never consented. */
export function stopAnalytics(): void {
    unlisten?.();
    unlisten = undefined;
    tracker?.stop();
    tracker = undefined;
    if (readCookie(document.cookie, ANALYTICS_VISITOR_COOKIE) !== undefined) setVisitorCookie('', 0);
}

/** A page shown: a page view, and for the document's first, how long it took to load. */
export function trackPageView(path: string, pageType: AnalyticsPageType): void {
    if (!tracker) return;
    const view = tracker.pageView({ path, pageType, ...(landing ??= landingOf()) });
    if (loadMeasured) return;
    loadMeasured = true;
    const measure = () =>
        whenIdle(() => {
            const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
            if (entry) tracker?.pageLoad(view, entry.loadEventEnd || entry.domContentLoadedEventEnd);
        }, IDLE_WAIT_MS);
    // loadEventEnd is known only once the load event's handlers have run.
    if (document.readyState === 'complete') measure();
    else window.addEventListener('load', () => setTimeout(measure), { once: true });
}

/** One of the shop's moments on the current page; nothing without consent. `now`: the page is about to go. */
export function track(moment: AnalyticsMoment, now = false): void {
    tracker?.moment(moment, now);
}
