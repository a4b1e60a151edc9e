import { useTranslation } from 'react-i18next';

import type { SignInFailure } from '../sign-in';

/** The server's refusal, under the form (spec §8), announced as it appears. */
export function FormFailure({ code }: { code: SignInFailure | undefined }) {
    const { t } = useTranslation();
    if (!code) return null;
    return (
        <p className="form-error login__failure" role="alert">
            {t(`login.errors.${code}`)}
        </p>
    );
}
