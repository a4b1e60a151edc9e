import { useUi } from '../use-ui';

/** Spec §2 toast: one short message, gone after 2000 ms. */
export function Toast() {
    const { state } = useUi();
    return (
        <div className="toast-region" role="status" aria-live="polite">
            {state.toast && (
                <p key={state.toast.id} className="toast">
                    {state.toast.text}
                </p>
            )}
        </div>
    );
}
