import { daysBetween, isShopDate, shopClock, weekdayOf } from './stores.js';

/**
 * The rules of a watch sent in for service (issue 33, "send my watch") that need no schema: the
 * states a request goes through, its reference, what a photo may be, the steps' order. Kept
 * apart from the steps' schemas (service-requests.ts) so that a page's script can use them
 * without loading the schemas.
 */

/**
 * Where a request stands, in the order the repair takes it: `submitted` by the owner, then
 * `received` and `inspected` at the workshop, an estimate sent and accepted or declined, the
 * repair and its quality control, the watch shipped back and the request `closed`; `cancelled`
 * ends it early.
 */
export const SERVICE_REQUEST_STATES = [
    'submitted',
    'received',
    'inspected',
    'estimateSent',
    'estimateAccepted',
    'estimateDeclined',
    'inRepair',
    'qualityControl',
    'shippedBack',
    'closed',
    'cancelled',
] as const;
export type ServiceRequestState = (typeof SERVICE_REQUEST_STATES)[number];

/** Who may move a request: its owner (the submission, the answer to an estimate) or staff. */
export type ServiceRequestActor = 'owner' | 'staff';

/**
 * The moves a request may make, by who makes them. The owner only answers an estimate; staff do
 * the rest. A declined estimate may be revised and sent again, or the watch sent back unrepaired;
 * a watch that fails quality control goes back to the bench. `closed` and `cancelled` end it.
 * The shape is Vendure's `Transitions` (`{ state: { to } }`), so its FSM can read it.
 */
export const SERVICE_REQUEST_TRANSITIONS: Record<
    ServiceRequestState,
    { to: readonly ServiceRequestState[]; by: Partial<Record<ServiceRequestState, ServiceRequestActor>> }
> = {
    submitted: { to: ['received', 'cancelled'], by: {} },
    received: { to: ['inspected', 'cancelled'], by: {} },
    inspected: { to: ['estimateSent', 'cancelled'], by: {} },
    estimateSent: {
        to: ['estimateAccepted', 'estimateDeclined', 'cancelled'],
        by: { estimateAccepted: 'owner', estimateDeclined: 'owner' },
    },
    estimateAccepted: { to: ['inRepair', 'cancelled'], by: {} },
    estimateDeclined: { to: ['estimateSent', 'shippedBack', 'cancelled'], by: {} },
    inRepair: { to: ['qualityControl', 'cancelled'], by: {} },
    qualityControl: { to: ['inRepair', 'shippedBack'], by: {} },
    shippedBack: { to: ['closed'], by: {} },
    closed: { to: [], by: {} },
    cancelled: { to: [], by: {} },
};

/** Whether `actor` may move a request from `from` to `to` (a move no one is named for is staff's). */
export function mayMoveServiceRequest(
    from: ServiceRequestState,
    to: ServiceRequestState,
    actor: ServiceRequestActor,
): boolean {
    const rule = SERVICE_REQUEST_TRANSITIONS[from];
    if (!rule?.to.includes(to)) return false;
    return (rule.by[to] ?? 'staff') === actor;
}

/** The states `actor` may move a request in `from` to, in the order the repair takes them. */
export function nextServiceRequestStates(from: ServiceRequestState, actor: ServiceRequestActor): ServiceRequestState[] {
    return SERVICE_REQUEST_TRANSITIONS[from].to.filter((to) => mayMoveServiceRequest(from, to, actor));
}

/** States in which the request is over: nothing more happens to it. */
export const FINAL_SERVICE_REQUEST_STATES: readonly ServiceRequestState[] = ['closed', 'cancelled'];

/** Lines an estimate holds at most. */
export const MAX_SERVICE_ESTIMATE_LINES = 12;
/** A line's words, as the owner reads them. */
export const SERVICE_ESTIMATE_LABEL_MAX_LENGTH = 120;
/** Staff's word to the owner with a change of state. */
export const SERVICE_REQUEST_NOTE_MAX_LENGTH = 500;

/**
 * Where the money of a request's estimate stands: nothing to pay (no estimate yet, free under
 * warranty, or declined), `due` once accepted, `pending` while a payment waits at the gateway,
 * `paid`, and `refunded` after a paid repair was cancelled.
 */
export const SERVICE_PAYMENT_STATES = ['notDue', 'due', 'pending', 'paid', 'refunded'] as const;
export type ServicePaymentState = (typeof SERVICE_PAYMENT_STATES)[number];

/** What the owner says is wrong with the watch. */
export const SERVICE_SYMPTOMS = [
    'stops',
    'losesTime',
    'gainsTime',
    'condensation',
    'crown',
    'strapOrClasp',
    'glass',
    'battery',
    'other',
] as const;
export type ServiceSymptom = (typeof SERVICE_SYMPTOMS)[number];

/** Where the watch was bought. */
export const PURCHASE_PLACES = ['boutique', 'onlineShop', 'other'] as const;
export type PurchasePlace = (typeof PURCHASE_PLACES)[number];

/** How the watch reaches the workshop: a courier collects it, or the owner leaves it at a boutique. */
export const SERVICE_TRAVEL_MODES = ['pickup', 'dropOff'] as const;
export type ServiceTravelMode = (typeof SERVICE_TRAVEL_MODES)[number];

/** The steps in order; `countries` comes before them and is not kept. */
export const SEND_WATCH_STEPS = ['watch', 'problem', 'contact', 'travel', 'review'] as const;
export type SendWatchStep = (typeof SEND_WATCH_STEPS)[number];

/** Photos one request may carry. */
export const MAX_SERVICE_PHOTOS = 5;
/** The largest photo taken, in bytes (5 MB). */
export const MAX_SERVICE_PHOTO_BYTES = 5 * 1024 * 1024;
/** Longest description of the problem. */
export const SERVICE_DESCRIPTION_MAX_LENGTH = 1000;
/** Days ahead a courier pick-up may be asked for. */
export const SERVICE_PICKUP_MAX_DAYS_AHEAD = 14;
/** Guest look-ups by reference one client may try in an hour, counted where every instance sees them. */
export const MAX_SERVICE_TRACK_TRIES_PER_HOUR = 10;

/** The photo types taken, by what their bytes say. */
export const SERVICE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/heic'] as const;
export type ServicePhotoType = (typeof SERVICE_PHOTO_TYPES)[number];

const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];

/**
 * The type a photo's first bytes prove, whatever its name or declared type says: JPEG's SOI
 * marker, PNG's signature, or an ISO-BMFF `ftyp` box of a HEIF brand; undefined for anything else.
 */
export function sniffPhotoType(bytes: Uint8Array): ServicePhotoType | undefined {
    if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
    if (bytes.length >= 12) {
        const box = String.fromCharCode(...bytes.subarray(4, 8));
        const brand = String.fromCharCode(...bytes.subarray(8, 12));
        if (box === 'ftyp' && HEIC_BRANDS.includes(brand)) return 'image/heic';
    }
    return undefined;
}

/** Letters and digits that cannot be read as one another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V). */
export const SERVICE_REFERENCE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
const REFERENCE_PATTERN = new RegExp(`^SV-[${SERVICE_REFERENCE_ALPHABET}]{8}$`);

/** A request's reference: SV- and eight characters of the alphabet, about 2^36 of them. */
export function isServiceReference(value: unknown): value is string {
    return typeof value === 'string' && REFERENCE_PATTERN.test(value);
}

/** A reference as typed (lower case, spaces): the canonical form, or undefined when it cannot be one. */
export function normaliseServiceReference(input: string): string | undefined {
    const compact = input.trim().toUpperCase().replace(/\s+/g, '');
    const withPrefix = compact.startsWith('SV-')
        ? compact
        : compact.startsWith('SV')
          ? `SV-${compact.slice(2)}`
          : `SV-${compact}`;
    return isServiceReference(withPrefix) ? withPrefix : undefined;
}

/** A reference from random bytes (at least 8); the caller draws them from a secure source. */
export function serviceReferenceFrom(random: Uint8Array): string {
    let out = 'SV-';
    for (let i = 0; i < 8; i++) out += SERVICE_REFERENCE_ALPHABET[random[i] % SERVICE_REFERENCE_ALPHABET.length];
    return out;
}

/** Watch serial numbers as engraved: 6 to 12 letters and digits (a dash is tolerated and dropped). */
export const SERIAL_NUMBER_PATTERN = /^[A-Z0-9]{6,12}$/;

/** Whether a purchase date (YYYY-MM-DD) is not after today in China. */
export function isPastPurchaseDate(date: string, now: Date | number = Date.now()): boolean {
    return isShopDate(date) && daysBetween(date, shopClock(now).date) >= 0 && date >= '1900-01-01';
}

/** The days a courier may come: Monday to Friday from tomorrow, within the next 14 days (China's date). */
export function pickupDays(now: Date | number = Date.now()): string[] {
    const today = shopClock(now).date;
    const days: string[] = [];
    const [y, mo, d] = today.split('-').map(Number);
    for (let i = 1; i <= SERVICE_PICKUP_MAX_DAYS_AHEAD; i++) {
        const date = new Date(Date.UTC(y, mo - 1, d + i)).toISOString().slice(0, 10);
        const weekday = weekdayOf(date);
        if (weekday !== 'saturday' && weekday !== 'sunday') days.push(date);
    }
    return days;
}

/** What a draft holds of each step; a step is there once its input passed. */
export interface SendWatchDraftSteps {
    watch?: unknown;
    problem?: unknown;
    contact?: unknown;
    travel?: unknown;
}

/**
 * The first step a draft still lacks, in the steps' order: `review` once the four are there.
 * A step reached out of order is sent back to this one.
 */
export function firstMissingStep(draft: SendWatchDraftSteps): SendWatchStep {
    for (const step of SEND_WATCH_STEPS) {
        if (step === 'review') return step;
        if (draft[step] === undefined || draft[step] === null) return step;
    }
    return 'review';
}

/** Whether a step may be shown: every step before it is there. */
export function mayOpenStep(draft: SendWatchDraftSteps, step: SendWatchStep): boolean {
    return SEND_WATCH_STEPS.indexOf(step) <= SEND_WATCH_STEPS.indexOf(firstMissingStep(draft));
}
