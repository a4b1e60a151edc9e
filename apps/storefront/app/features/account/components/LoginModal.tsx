import { useTranslation } from 'react-i18next';

import { Modal } from '~/components/Modal';
import { useUi } from '~/features/ui/use-ui';
import type { LoginScreen } from '~/features/ui/ui-state';

/** Which screens each screen links to (spec §4: login, register, forgotten password, thank-you). */
const LINKS: Record<LoginScreen, LoginScreen[]> = {
    login: ['forgot', 'register'],
    register: ['login'],
    forgot: ['login'],
    thanks: ['login'],
};

/** Spec §2 login modal: one dialog whose screens switch in place; closing resets it to login. */
export function LoginModal() {
    const { t } = useTranslation();
    const { state, setLoginScreen, closeLogin } = useUi();
    const { open, screen } = state.login;
    return (
        <Modal open={open} onClose={closeLogin} title={t(`login.${screen}.title`)} className="modal--login">
            <section className="login" data-screen={screen}>
                <h2 className="login__title">{t(`login.${screen}.title`)}</h2>
                <p className="login__lead">{t(`login.${screen}.lead`)}</p>
                <ul className="login__switch">
                    {LINKS[screen].map((target) => (
                        <li key={target}>
                            <button type="button" className="link-button" onClick={() => setLoginScreen(target)}>
                                {t(`login.${target}.link`)}
                            </button>
                        </li>
                    ))}
                </ul>
            </section>
        </Modal>
    );
}
