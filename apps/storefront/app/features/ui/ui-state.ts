import { MAX_NOTIFICATIONS } from '@maison/shared';

/** The login modal's screens (spec §4): it opens on register and resets to login when closed. */
export type LoginScreen = 'login' | 'register' | 'forgot' | 'thanks';
export type NotificationTone = 'info' | 'success' | 'error';

export interface Notice {
    id: number;
    text: string;
    tone: NotificationTone;
}

/** Everything the layouts show above the page, in one place so that one rule governs each. */
export interface UiState {
    toast: Notice | null;
    notifications: Notice[];
    loading: boolean;
    video: string | null;
    login: { open: boolean; screen: LoginScreen };
    search: boolean;
    menu: boolean;
    /** Cookie consent, kept here so it survives layout changes until the next full load reads the cookie. */
    consent: boolean;
    /** Whether the banner is answered, either way: it shows until then, or when asked for again. */
    consentAnswered: boolean;
    nextId: number;
}

export type UiAction =
    | { type: 'toast'; text: string }
    | { type: 'toast-hide'; id: number }
    | { type: 'notify'; text: string; tone: NotificationTone }
    | { type: 'dismiss'; id: number }
    | { type: 'loading'; on: boolean }
    | { type: 'video'; src: string | null }
    | { type: 'login-open'; screen?: LoginScreen }
    | { type: 'login-screen'; screen: LoginScreen }
    | { type: 'login-close' }
    | { type: 'search'; open: boolean }
    | { type: 'menu'; open: boolean }
    | { type: 'consent' }
    | { type: 'decline' }
    | { type: 'consent-ask' }
    | { type: 'route-change' };

export const initialUiState: UiState = {
    toast: null,
    notifications: [],
    loading: false,
    video: null,
    login: { open: false, screen: 'register' },
    search: false,
    menu: false,
    consent: false,
    consentAnswered: false,
    nextId: 1,
};

/**
 * The state a page starts in: the visitor's cookie consent (and whether they answered the
 * banner at all, a decline included), and a toast it opens with if any.
 */
export function initialUiStateFor({
    consent,
    consentAnswered = consent,
    toast,
}: {
    consent: boolean;
    consentAnswered?: boolean;
    toast?: string;
}): UiState {
    if (toast === undefined) return { ...initialUiState, consent, consentAnswered };
    return {
        ...initialUiState,
        consent,
        consentAnswered,
        toast: { id: initialUiState.nextId, text: toast, tone: 'info' },
        nextId: initialUiState.nextId + 1,
    };
}

export function uiReducer(state: UiState, action: UiAction): UiState {
    switch (action.type) {
        case 'toast':
            return { ...state, toast: { id: state.nextId, text: action.text, tone: 'info' }, nextId: state.nextId + 1 };
        case 'toast-hide':
            return state.toast?.id === action.id ? { ...state, toast: null } : state;
        case 'notify': {
            // At most three at once: the oldest gives way to the newest (spec §4).
            const notice = { id: state.nextId, text: action.text, tone: action.tone };
            const notifications = [...state.notifications, notice].slice(-MAX_NOTIFICATIONS);
            return { ...state, notifications, nextId: state.nextId + 1 };
        }
        case 'dismiss':
            return { ...state, notifications: state.notifications.filter((n) => n.id !== action.id) };
        case 'loading':
            return { ...state, loading: action.on };
        case 'consent':
            return { ...state, consent: true, consentAnswered: true };
        case 'decline':
            return { ...state, consent: false, consentAnswered: true };
        case 'consent-ask':
            return { ...state, consentAnswered: false };
        case 'video':
            return { ...state, video: action.src };
        case 'login-open':
            return { ...state, login: { open: true, screen: action.screen ?? state.login.screen }, menu: false };
        case 'login-screen':
            return { ...state, login: { ...state.login, screen: action.screen } };
        case 'login-close':
            return { ...state, login: { open: false, screen: 'login' } };
        case 'search':
            return { ...state, search: action.open, menu: false };
        case 'menu':
            return { ...state, menu: action.open };
        case 'route-change':
            // Popups belong to the page they were opened on.
            return state.search || state.menu ? { ...state, search: false, menu: false } : state;
    }
}
