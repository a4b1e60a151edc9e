import { MAX_NOTIFICATIONS } from '@maison/shared';
import { describe, expect, it } from 'vitest';

import { initialUiState, initialUiStateFor, uiReducer, type UiAction, type UiState } from './ui-state';

const run = (...actions: UiAction[]): UiState => actions.reduce(uiReducer, initialUiState);

describe('ui state', () => {
    it('keeps at most three notifications, dropping the oldest', () => {
        const state = run(
            { type: 'notify', text: 'a', tone: 'info' },
            { type: 'notify', text: 'b', tone: 'info' },
            { type: 'notify', text: 'c', tone: 'error' },
            { type: 'notify', text: 'd', tone: 'success' },
        );
        expect(state.notifications.map((n) => n.text)).toEqual(['b', 'c', 'd']);
        expect(state.notifications).toHaveLength(MAX_NOTIFICATIONS);
    });

    it('hides a toast only by its own timer, not an older one', () => {
        const first = run({ type: 'toast', text: 'one' });
        const second = uiReducer(first, { type: 'toast', text: 'two' });
        expect(uiReducer(second, { type: 'toast-hide', id: first.toast!.id }).toast?.text).toBe('two');
        expect(uiReducer(second, { type: 'toast-hide', id: second.toast!.id }).toast).toBeNull();
    });

    it('opens the login modal on register and resets it to login when closed', () => {
        const opened = run({ type: 'login-open' });
        expect(opened.login).toEqual({ open: true, screen: 'register' });
        const forgot = uiReducer(opened, { type: 'login-screen', screen: 'forgot' });
        expect(uiReducer(forgot, { type: 'login-close' }).login).toEqual({ open: false, screen: 'login' });
    });

    it('closes the search popup and the mobile menu on a route change', () => {
        const state = run({ type: 'menu', open: true }, { type: 'search', open: true }, { type: 'route-change' });
        expect(state.search).toBe(false);
        expect(state.menu).toBe(false);
    });
});

describe('the state a page starts in', () => {
    it('opens with the toast it was given, whose hiding is the toast’s own', () => {
        const state = initialUiStateFor({ consent: true, toast: '已加入购物袋' });
        expect(state.consent).toBe(true);
        expect(state.toast).toEqual({ id: initialUiState.nextId, text: '已加入购物袋', tone: 'info' });
        expect(uiReducer(state, { type: 'toast-hide', id: state.toast!.id }).toast).toBeNull();
        // The next toast gets an id of its own.
        expect(uiReducer(state, { type: 'toast', text: 'x' }).toast!.id).not.toBe(state.toast!.id);
    });

    it('opens without one otherwise', () => {
        expect(initialUiStateFor({ consent: false })).toEqual(initialUiState);
    });
});

describe('the cookie banner’s answer', () => {
    it('is asked of a new visitor, and not again once they accepted or declined', () => {
        expect(initialUiStateFor({ consent: false }).consentAnswered).toBe(false);
        expect(initialUiStateFor({ consent: true }).consentAnswered).toBe(true);
        const declined = initialUiStateFor({ consent: false, consentAnswered: true });
        expect(declined).toMatchObject({ consent: false, consentAnswered: true });
    });

    it('is either way an answer: a decline hides the banner without consent', () => {
        expect(run({ type: 'decline' })).toMatchObject({ consent: false, consentAnswered: true });
        expect(run({ type: 'consent' })).toMatchObject({ consent: true, consentAnswered: true });
    });

    it('may be changed: the banner shows again, consent stands until the new answer', () => {
        const asked = run({ type: 'consent' }, { type: 'consent-ask' });
        expect(asked).toMatchObject({ consent: true, consentAnswered: false });
        expect(uiReducer(asked, { type: 'decline' })).toMatchObject({ consent: false, consentAnswered: true });
    });
});
