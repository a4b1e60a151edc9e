import { useFetcher } from 'react-router';

import { SIGN_IN_PATH, type SignInAnswer, type SignInIntent } from './sign-in';

/**
 * One of the sign-in forms, posted to the sign-in page's action by a fetcher, so that the modal
 * stays where the shopper is. Before the page's script runs the same form posts natively, and the
 * sign-in page shows the answer it rendered with (`rendered`).
 */
export function useSignInForm(
    intent: SignInIntent | readonly SignInIntent[],
    redirectTo: string,
    rendered?: SignInAnswer,
) {
    const fetcher = useFetcher<SignInAnswer>();
    const intents: readonly SignInIntent[] = typeof intent === 'string' ? [intent] : intent;
    const candidate = fetcher.data ?? rendered;
    const answer = candidate && intents.includes(candidate.intent) ? candidate : undefined;
    return {
        fetcher,
        answer,
        // The page the form comes back to, when posted natively, keeps where to go afterwards.
        action: `${SIGN_IN_PATH}?${new URLSearchParams({ redirect: redirectTo }).toString()}`,
        /** What the shopper typed into a field, as the page rendered it again. */
        valueOf: (field: string) => answer?.values?.[field],
        busy: fetcher.state !== 'idle',
        /** The i18n key of what is wrong with a field. */
        errorOf: (field: string) => answer?.errors[field],
        /** The form-wide refusal, when no single field explains it. */
        failure: answer && !answer.ok && answer.code !== 'INVALID' ? answer.code : undefined,
    };
}
