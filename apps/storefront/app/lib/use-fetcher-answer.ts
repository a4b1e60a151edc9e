import { useEffect, useRef } from 'react';

/** Whether a fetcher's caller waits for an answer, and the data it held when the wait began. */
export type AnswerWait<T> = { waiting: false } | { waiting: true; before: T | undefined };

/**
 * One step of waiting for a fetcher's answer, given what it shows now: a wait begins when it
 * leaves idle, and ends with the first data that was not there when it began. Not when it is
 * idle again: a submission's answer is there while the fetcher still reloads (React Router can
 * leave a submission 'loading' for good when a load of another fetcher was in flight), and a
 * load shows the previous data while it runs.
 */
export function nextAnswer<T>(
    wait: AnswerWait<T>,
    state: string,
    data: T | undefined,
): { wait: AnswerWait<T>; answer?: T } {
    if (!wait.waiting) return { wait: state === 'idle' ? wait : { waiting: true, before: data } };
    if (data !== undefined && data !== wait.before) return { wait: { waiting: false }, answer: data };
    return { wait: state === 'idle' ? { waiting: false } : wait };
}

/**
 * Calls `onAnswer` once per submission or load of a fetcher, with what it answered. The data
 * of the last answer is still there when the next one begins, and a re-render must not hand it
 * over again.
 */
export function useFetcherAnswer<T>(fetcher: { state: string; data: T | undefined }, onAnswer: (data: T) => void) {
    const handler = useRef(onAnswer);
    useEffect(() => {
        handler.current = onAnswer;
    });
    const wait = useRef<AnswerWait<T>>({ waiting: false });
    useEffect(() => {
        const step = nextAnswer(wait.current, fetcher.state, fetcher.data);
        wait.current = step.wait;
        if (step.answer !== undefined) handler.current(step.answer);
    }, [fetcher.state, fetcher.data]);
}
