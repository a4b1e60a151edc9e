import { useEffect, useState } from 'react';

import type { CaptchaChallenge, SignInAnswer } from './sign-in';

/** Seconds left until `until` (ms since the epoch), ticking each second while above zero. */
export function useSecondsLeft(until: number): number {
    const [now, setNow] = useState(() => Date.now());
    useEffect(() => {
        if (until <= Date.now()) return;
        setNow(Date.now());
        const timer = setInterval(() => {
            const now = Date.now();
            setNow(now);
            if (now >= until) clearInterval(timer);
        }, 1000);
        return () => clearInterval(timer);
    }, [until]);
    return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The local captcha's challenge: the one the page came with until an answer brings a fresh one. */
export function useChallenge(initial: CaptchaChallenge | null | undefined, answer: SignInAnswer | undefined) {
    const [fetched, setFetched] = useState<CaptchaChallenge | null | undefined>(undefined);
    useEffect(() => {
        if (initial !== undefined) return;
        // The modal comes without one: ask for it when the form first shows.
        const controller = new AbortController();
        fetch('/api/captcha', { signal: controller.signal, headers: { Accept: 'application/json' } })
            .then((response) => (response.ok ? (response.json() as Promise<CaptchaChallenge | null>) : null))
            .then(setFetched)
            .catch(() => undefined);
        return () => controller.abort();
    }, [initial]);
    // Each challenge is good for one request: the newest an answer brought stays until the next.
    const [latest, setLatest] = useState<CaptchaChallenge | null | undefined>(undefined);
    useEffect(() => {
        if (answer?.challenge !== undefined) setLatest(answer.challenge);
    }, [answer]);
    return latest !== undefined ? latest : (initial ?? fetched);
}
