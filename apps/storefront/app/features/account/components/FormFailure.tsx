import { useTranslation } from '~/lib/use-translation';

import type { SignInFailure } from '../sign-in';

/** Answers that are no mistake of the shopper's but tell them what happens next. */
const NOTICES: ReadonlySet<SignInFailure> = new Set(['GUEST_ORDERS']);

/** The server's refusal, under the form (spec §8), announced as it appears. */
export function FormFailure({ code }: { code: SignInFailure | undefined }) {
    const { t } = useTranslation();
    if (!code) return null;
    return NOTICES.has(code) ? (
        <p className="login__notice" role="status">
            {t(`login.errors.${code}`)}
        </p>
    ) : (
        <p className="form-error login__failure" role="alert">
            {t(`login.errors.${code}`)}
        </p>
    );
}
