import { Link } from 'react-router';

import type { LoginScreen } from '~/features/ui/ui-state';
import { useTranslation } from '~/lib/use-translation';

import { SIGN_IN_PATH, type CaptchaChallenge, type SignInAnswer } from '../sign-in';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { PasswordSignInForm } from './PasswordSignInForm';
import { RegisterForm } from './RegisterForm';
import { SmsSignInForm } from './SmsSignInForm';

/** Which screens each screen links to (spec §4: login, register, forgotten password, thank-you). */
const LINKS: Record<LoginScreen, LoginScreen[]> = {
    login: ['forgot', 'register'],
    register: ['login'],
    forgot: ['login'],
    thanks: ['login'],
};

interface Props {
    screen: LoginScreen;
    onScreen(screen: LoginScreen): void;
    /** Where a successful sign-in or registration goes on to. */
    redirectTo: string;
    /** The local captcha's challenge the page rendered with; the modal fetches its own. */
    challenge?: CaptchaChallenge | null;
    /** What the sign-in page's action answered to a form posted without the page's script. */
    rendered?: SignInAnswer;
    /** The sign-in page names its screen in its heading; the modal in its title. */
    headingLevel?: 'h1' | 'h2';
}

/**
 * The login modal's and the sign-in page's content: the screen's forms and the links to the
 * other screens. The links are real addresses of the sign-in page, so they work before the
 * script has loaded; once it has, they switch the screen in place.
 */
export function SignInPanel({ screen, onScreen, redirectTo, challenge, rendered, headingLevel = 'h2' }: Props) {
    const { t } = useTranslation();
    const Heading = headingLevel;
    const hrefOf = (target: LoginScreen) => {
        const params = new URLSearchParams({ screen: target });
        if (redirectTo) params.set('redirect', redirectTo);
        return `${SIGN_IN_PATH}?${params.toString()}`;
    };
    return (
        <section className="login" data-screen={screen}>
            <Heading className="login__title">{t(`login.${screen}.title`)}</Heading>
            <p className="login__lead">{t(`login.${screen}.lead`)}</p>
            {screen === 'login' && (
                <>
                    <SmsSignInForm redirectTo={redirectTo} challenge={challenge} rendered={rendered} />
                    <details className="login__more" open={rendered?.intent === 'login'}>
                        <summary>{t('login.login.byPassword')}</summary>
                        <PasswordSignInForm redirectTo={redirectTo} rendered={rendered} />
                    </details>
                </>
            )}
            {screen === 'register' && <RegisterForm redirectTo={redirectTo} rendered={rendered} />}
            {screen === 'forgot' && (
                <ForgotPasswordForm redirectTo={redirectTo} onSent={() => onScreen('thanks')} rendered={rendered} />
            )}
            <ul className="login__switch">
                {LINKS[screen].map((target) => (
                    <li key={target}>
                        <Link
                            to={hrefOf(target)}
                            className="link-button"
                            onClick={(event) => {
                                event.preventDefault();
                                onScreen(target);
                            }}
                        >
                            {t(screen === 'thanks' ? 'login.thanks.link' : `login.${target}.link`)}
                        </Link>
                    </li>
                ))}
            </ul>
        </section>
    );
}
