import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { Modal } from '~/components/Modal';
import { useUi } from '~/features/ui/use-ui';
import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';

import { SignInPanel } from './SignInPanel';

/**
 * Spec §2 login modal: one dialog whose screens switch in place; closing resets it to login and
 * drops what its forms answered. A sign-in or registration comes back to the page the shopper
 * is on, signed in, and the modal closes then.
 */
export function LoginModal() {
    const { t } = useTranslation();
    const { state, setLoginScreen, closeLogin } = useUi();
    const { signedIn } = useRootData();
    const location = useLocation();
    const { open, screen } = state.login;
    useEffect(() => {
        if (open && signedIn) closeLogin();
    }, [open, signedIn, closeLogin]);
    return (
        <Modal open={open} onClose={closeLogin} title={t(`login.${screen}.title`)} className="modal--login">
            <SignInPanel
                screen={screen}
                onScreen={setLoginScreen}
                redirectTo={`${location.pathname}${location.search}`}
            />
        </Modal>
    );
}
