import { useEffect, useRef } from 'react';

/**
 * One step of watching a fetcher's data: every data that was not there before is an answer.
 * React Router makes a new object of every answer it reads, and keeps showing the last one
 * while a fetcher submits or loads again, so the object itself says what is new. Its state
 * does not: a submission's answer is there while the fetcher still reloads (React Router can
 * leave one 'loading' for good), and its state updates are transitions that React may render
 * together, so that a quick load goes from idle to idle with new data in one render.
 */
export function nextAnswer<T>(seen: T | undefined, data: T | undefined): { seen: T | undefined; answer?: T } {
    if (data === undefined || data === seen) return { seen };
    return { seen: data, answer: data };
}

/**
 * Calls `onAnswer` once per answer of a fetcher (a submission's or a load's). Whatever data the
 * fetcher holds when the component mounts (a keyed fetcher keeps its last answer) was handed
 * over before, and a re-render must not hand it over again.
 */
export function useFetcherAnswer<T>(fetcher: { data: T | undefined }, onAnswer: (data: T) => void) {
    const handler = useRef(onAnswer);
    useEffect(() => {
        handler.current = onAnswer;
    });
    const seen = useRef(fetcher.data);
    useEffect(() => {
        const step = nextAnswer(seen.current, fetcher.data);
        seen.current = step.seen;
        if (step.answer !== undefined) handler.current(step.answer);
    }, [fetcher.data]);
}
