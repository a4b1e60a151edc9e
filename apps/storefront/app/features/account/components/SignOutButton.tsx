import { Form } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

/** Signing out is a POST, so no link on another site can do it. */
export function SignOutButton({ className, buttonClassName }: { className: string; buttonClassName: string }) {
    const { t } = useTranslation();
    return (
        <Form method="post" action="/logout" className={className}>
            <button type="submit" className={buttonClassName}>
                {t('account.signOut')}
            </button>
        </Form>
    );
}
