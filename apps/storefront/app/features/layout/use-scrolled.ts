import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled past `threshold` px, read at most once per `throttleMs`
 * (the last scroll of a burst is always read, so the state never lags behind).
 */
export function useScrolled(threshold: number, throttleMs: number): boolean {
    const [scrolled, setScrolled] = useState(false);
    useEffect(() => {
        let last = 0;
        let trailing: ReturnType<typeof setTimeout> | undefined;
        const read = () => {
            last = Date.now();
            trailing = undefined;
            setScrolled(window.scrollY > threshold);
        };
        const onScroll = () => {
            const wait = throttleMs - (Date.now() - last);
            if (wait <= 0) read();
            else trailing ??= setTimeout(read, wait);
        };
        read();
        window.addEventListener('scroll', onScroll, { passive: true });
        return () => {
            window.removeEventListener('scroll', onScroll);
            clearTimeout(trailing);
        };
    }, [threshold, throttleMs]);
    return scrolled;
}
