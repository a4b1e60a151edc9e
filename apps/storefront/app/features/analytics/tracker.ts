import {
    ANALYTICS_HEARTBEAT_MS,
    ANALYTICS_LIMITS,
    ANALYTICS_MAX_BATCH_BYTES,
    ANALYTICS_MAX_BATCH_EVENTS,
    type AnalyticsPageType,
    type AnalyticsUtm,
} from '@maison/shared';
// Types only: the schema itself is zod, which must stay out of the browser (the page's CSP).
import type { AnalyticsEvent } from '@maison/shared/analytics-batch';

/** Heartbeats between two batches while the page is in use: a batch every ~15 s of activity. */
export const HEARTBEATS_PER_BATCH = 3;

type WithoutView<T> = T extends unknown ? Omit<T, 'view'> : never;
/** One of the shop's moments (a product seen, a search, ...), sent with the page view it happened on. */
export type AnalyticsMoment = WithoutView<
    Exclude<AnalyticsEvent, { kind: 'page_view' | 'engaged' | 'page_leave' | 'page_load' }>
>;

export interface PageViewInput {
    path: string;
    pageType: AnalyticsPageType;
    referrer?: string;
    utm?: AnalyticsUtm;
}

export interface TrackerDeps {
    visitor: string;
    /** Sends one batch's JSON; the browser's beacon. */
    send(json: string): void;
    /** Runs a batch that may wait when the browser is idle, so sending never holds up the page. */
    later(task: () => void): void;
    now?(): number;
    newId?(): string;
}

interface View {
    id: string;
    start: number;
    /** Visible time counted in heartbeats, and what of it was sent already. */
    engaged: number;
    sent: number;
}

/** A random url-safe id: 12 bytes make the 16 characters of a page view's, 16 the 22 of a visitor's. */
export function randomId(bytes = 12): string {
    const random = crypto.getRandomValues(new Uint8Array(bytes));
    return btoa(String.fromCharCode(...random))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
}

let encoder: TextEncoder | undefined;
const bytesOf = (text: string) => (encoder ??= new TextEncoder()).encode(text).length;

/**
 * Events as the batches that carry them: each at most ANALYTICS_MAX_BATCH_EVENTS events and
 * ANALYTICS_MAX_BATCH_BYTES of JSON, which the endpoint would refuse whole. An event that could
 * not go even alone is left out.
 */
export function batchesOf(visitor: string, events: readonly AnalyticsEvent[]): string[] {
    const head = `{"visitor":${JSON.stringify(visitor)},"events":[`;
    const empty = bytesOf(head) + 2;
    const batches: string[] = [];
    let parts: string[] = [];
    let size = empty;
    const close = () => {
        if (parts.length) batches.push(`${head}${parts.join(',')}]}`);
        parts = [];
        size = empty;
    };
    for (const event of events) {
        const json = JSON.stringify(event);
        const bytes = bytesOf(json) + 1;
        if (empty + bytes > ANALYTICS_MAX_BATCH_BYTES) continue;
        if (parts.length >= ANALYTICS_MAX_BATCH_EVENTS || size + bytes > ANALYTICS_MAX_BATCH_BYTES) close();
        parts.push(json);
        size += bytes;
    }
    close();
    return batches;
}

/** `text` trimmed and cut to `max` characters, or undefined when nothing is left. */
function cut(text: string | undefined, max: number): string | undefined {
    const value = text?.trim().slice(0, max);
    return value || undefined;
}

/**
 * One browser tab's analytics: page views, the visible time of each counted in 5 s heartbeats
 * (one total per page, never a row per heartbeat), how long each stayed open, and the shop's
 * moments, sent in batches every few heartbeats, when the page is hidden or left, and when a
 * batch is full. Free of the DOM, so that its rules are tested with fake timers alone.
 */
export class Tracker {
    private queue: AnalyticsEvent[] = [];
    private view: View | undefined;
    private beats = 0;
    private timer: ReturnType<typeof setInterval> | undefined;
    private waiting = false;

    constructor(private readonly deps: TrackerDeps) {}

    private now(): number {
        return Math.round((this.deps.now ?? Date.now)());
    }

    /** A new page: the one before is left (its times go with the next batch). Returns the view's id. */
    pageView(input: PageViewInput): string {
        this.leave();
        const id = (this.deps.newId ?? randomId)();
        const at = this.now();
        this.view = { id, start: at, engaged: 0, sent: 0 };
        const utm: AnalyticsUtm = {};
        for (const key of ['source', 'medium', 'campaign'] as const) {
            const value = cut(input.utm?.[key], ANALYTICS_LIMITS.utm);
            if (value) utm[key] = value;
        }
        const referrer = cut(input.referrer, ANALYTICS_LIMITS.referrer);
        this.push({
            kind: 'page_view',
            view: id,
            at,
            path: input.path.slice(0, ANALYTICS_LIMITS.path),
            pageType: input.pageType,
            ...(referrer ? { referrer } : {}),
            ...(Object.keys(utm).length ? { utm } : {}),
        });
        return id;
    }

    /** How long the document took to load, for the view it loaded with. */
    pageLoad(view: string, loadMs: number): void {
        if (loadMs > 0) this.push({ kind: 'page_load', view, loadMs: Math.round(loadMs) });
    }

    /** One of the shop's moments on the current page; `now` sends it at once (the page is about to go). */
    moment(moment: AnalyticsMoment, now = false): void {
        if (!this.view) return;
        // The union without its view, given its view back: TypeScript cannot follow the spread per member.
        this.push({ ...moment, view: this.view.id } as AnalyticsEvent);
        if (now) this.flush();
    }

    /** Whether the page is visible: heartbeats are counted only then. */
    visible(on: boolean): void {
        clearInterval(this.timer);
        this.timer = on ? setInterval(() => this.heartbeat(), ANALYTICS_HEARTBEAT_MS) : undefined;
    }

    /** The page is hidden or going away: counting stops and what it has so far is sent now. */
    hide(): void {
        this.visible(false);
        this.leave();
        this.flush();
    }

    /** Stops counting and forgets what was not sent (consent withdrawn). */
    stop(): void {
        this.visible(false);
        this.queue = [];
        this.view = undefined;
    }

    /** Sends everything waiting, with the current page's engaged time, in as many batches as it takes. */
    flush(): void {
        this.waiting = false;
        this.beats = 0;
        if (this.view) this.engaged(this.view);
        const events = this.queue.splice(0);
        for (const batch of batchesOf(this.deps.visitor, events)) this.deps.send(batch);
    }

    private heartbeat(): void {
        if (!this.view) return;
        this.view.engaged += ANALYTICS_HEARTBEAT_MS;
        if (++this.beats >= HEARTBEATS_PER_BATCH && !this.waiting) {
            this.waiting = true;
            this.deps.later(() => {
                if (this.waiting) this.flush();
            });
        }
    }

    /** The current page's times so far: its engaged total and how long it has been open. */
    private leave(): void {
        const view = this.view;
        if (!view) return;
        this.engaged(view);
        this.push({ kind: 'page_leave', view: view.id, durationMs: Math.max(0, this.now() - view.start) });
    }

    private engaged(view: View): void {
        if (view.engaged <= view.sent) return;
        view.sent = view.engaged;
        // Straight onto the queue: a flush adds it, and must not start another.
        this.queue.push({ kind: 'engaged', view: view.id, ms: view.engaged });
    }

    private push(event: AnalyticsEvent): void {
        this.queue.push(event);
        if (this.queue.length >= ANALYTICS_MAX_BATCH_EVENTS) this.flush();
    }
}
