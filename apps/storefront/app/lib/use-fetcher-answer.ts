import { useEffect, useRef } from 'react';

/**
 * Calls `onAnswer` once per submission of a fetcher, with what it answered, as the submission
 * ends. The data of the last answer is still there when the next submission begins, and a
 * re-render must not hand it over again.
 */
export function useFetcherAnswer<T>(fetcher: { state: string; data: T | undefined }, onAnswer: (data: T) => void) {
    const handler = useRef(onAnswer);
    useEffect(() => {
        handler.current = onAnswer;
    });
    const waiting = useRef(false);
    useEffect(() => {
        if (fetcher.state !== 'idle') {
            waiting.current = true;
            return;
        }
        if (!waiting.current || fetcher.data === undefined) return;
        waiting.current = false;
        handler.current(fetcher.data);
    }, [fetcher.state, fetcher.data]);
}
