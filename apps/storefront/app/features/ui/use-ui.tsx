import {
    COOKIE_CONSENT_COOKIE,
    COOKIE_CONSENT_MAX_AGE_S,
    LOADING_POPUP_MS,
    NOTIFICATION_MS,
    TOAST_HIDE_MS,
} from '@maison/shared';
import { createContext, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import { useLocation } from 'react-router';

import { secureAttribute } from '~/lib/cookies';

import { initialUiStateFor, uiReducer, type LoginScreen, type NotificationTone, type UiState } from './ui-state';

export interface Ui {
    state: UiState;
    toast(text: string): void;
    notify(text: string, tone?: NotificationTone): void;
    dismiss(id: number): void;
    showLoading(): void;
    openVideo(src: string): void;
    closeVideo(): void;
    openLogin(screen?: LoginScreen): void;
    setLoginScreen(screen: LoginScreen): void;
    closeLogin(): void;
    setSearch(open: boolean): void;
    setMenu(open: boolean): void;
    /**
     * Records the visitor's consent. With `reload`, the page is loaded again instead of
     * changing in place: its Content-Security-Policy then admits the third-party scripts
     * that consent allows, which the current page's policy still refuses.
     */
    acceptCookies(reload?: boolean): void;
    /**
     * Records a decline: nothing third-party loads and no analytics is sent. With `reload`
     * (a visitor who had accepted and changes their mind), the page is loaded again, so that
     * scripts consent had let in are gone and its policy refuses them again.
     */
    declineCookies(reload?: boolean): void;
    /** Shows the cookie banner again, so the visitor may change their answer. */
    askConsent(): void;
}

/**
 * Window events through which scripts outside React (the chat widget after consent, the
 * mini-program's web-view bridge) show the same toast, notifications and video layer.
 */
export const UI_EVENTS = { toast: 'shop:toast', notify: 'shop:notify', video: 'shop:video' } as const;

const UiContext = createContext<Ui | null>(null);

/** The visitor's answer, kept a year either way: 'true' accepted, 'false' declined. */
function storeConsent(answer: 'true' | 'false'): void {
    document.cookie = `${COOKIE_CONSENT_COOKIE}=${answer}; Max-Age=${COOKIE_CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secureAttribute(window.location.protocol === 'https:')}`;
}

/** `toast`: a message the page opens with (the outcome of a plain form's post). */
export function UiProvider({
    consent,
    consentAnswered,
    toast,
    children,
}: {
    consent: boolean;
    consentAnswered: boolean;
    toast?: string;
    children: React.ReactNode;
}) {
    const [state, dispatch] = useReducer(uiReducer, { consent, consentAnswered, toast }, initialUiStateFor);
    const location = useLocation();
    const noticeTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

    const ui = useMemo<Omit<Ui, 'state'>>(
        () => ({
            toast: (text) => dispatch({ type: 'toast', text }),
            notify: (text, tone = 'info') => dispatch({ type: 'notify', text, tone }),
            dismiss: (id) => dispatch({ type: 'dismiss', id }),
            showLoading: () => dispatch({ type: 'loading', on: true }),
            openVideo: (src) => dispatch({ type: 'video', src }),
            closeVideo: () => dispatch({ type: 'video', src: null }),
            openLogin: (screen) => dispatch({ type: 'login-open', screen }),
            setLoginScreen: (screen) => dispatch({ type: 'login-screen', screen }),
            closeLogin: () => dispatch({ type: 'login-close' }),
            setSearch: (open) => dispatch({ type: 'search', open }),
            setMenu: (open) => dispatch({ type: 'menu', open }),
            acceptCookies: (reload = false) => {
                storeConsent('true');
                if (reload) window.location.reload();
                else dispatch({ type: 'consent' });
            },
            declineCookies: (reload = false) => {
                storeConsent('false');
                if (reload) window.location.reload();
                else dispatch({ type: 'decline' });
            },
            askConsent: () => dispatch({ type: 'consent-ask' }),
        }),
        [],
    );

    useEffect(() => dispatch({ type: 'route-change' }), [location.pathname]);

    const toastId = state.toast?.id;
    useEffect(() => {
        if (toastId === undefined) return;
        const timer = setTimeout(() => dispatch({ type: 'toast-hide', id: toastId }), TOAST_HIDE_MS);
        return () => clearTimeout(timer);
    }, [toastId]);

    useEffect(() => {
        const timers = noticeTimers.current;
        const live = new Set(state.notifications.map((n) => n.id));
        for (const [id, timer] of timers) {
            if (!live.has(id)) {
                clearTimeout(timer);
                timers.delete(id);
            }
        }
        for (const id of live) {
            if (!timers.has(id))
                timers.set(
                    id,
                    setTimeout(() => dispatch({ type: 'dismiss', id }), NOTIFICATION_MS),
                );
        }
    }, [state.notifications]);
    useEffect(() => () => noticeTimers.current.forEach(clearTimeout), []);

    useEffect(() => {
        if (!state.loading) return;
        const timer = setTimeout(() => dispatch({ type: 'loading', on: false }), LOADING_POPUP_MS);
        return () => clearTimeout(timer);
    }, [state.loading]);

    useEffect(() => {
        // Spec §4: the mobile menu is a class on the page root, so CSS alone lays it out.
        document.documentElement.classList.toggle('menu-open', state.menu);
    }, [state.menu]);

    useEffect(() => {
        const text = (e: Event): { text: string; tone: NotificationTone } | undefined => {
            const detail = (e as CustomEvent<unknown>).detail;
            if (typeof detail === 'string') return { text: detail, tone: 'info' as const };
            if (detail && typeof detail === 'object' && 'text' in detail && typeof detail.text === 'string') {
                const tone: NotificationTone =
                    'tone' in detail && (detail.tone === 'error' || detail.tone === 'success') ? detail.tone : 'info';
                return { text: detail.text, tone };
            }
            return undefined;
        };
        const onToast = (e: Event) => {
            const t = text(e);
            if (t) ui.toast(t.text);
        };
        const onNotify = (e: Event) => {
            const t = text(e);
            if (t) ui.notify(t.text, t.tone);
        };
        const onVideo = (e: Event) => {
            const src = (e as CustomEvent<unknown>).detail;
            if (typeof src === 'string' && src) ui.openVideo(src);
        };
        window.addEventListener(UI_EVENTS.toast, onToast);
        window.addEventListener(UI_EVENTS.notify, onNotify);
        window.addEventListener(UI_EVENTS.video, onVideo);
        return () => {
            window.removeEventListener(UI_EVENTS.toast, onToast);
            window.removeEventListener(UI_EVENTS.notify, onNotify);
            window.removeEventListener(UI_EVENTS.video, onVideo);
        };
    }, [ui]);

    const value = useMemo(() => ({ ...ui, state }), [ui, state]);
    return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export function useUi(): Ui {
    const ui = useContext(UiContext);
    if (!ui) throw new Error('useUi outside UiProvider');
    return ui;
}
