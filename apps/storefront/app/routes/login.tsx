import { FAILURES, failureStatus, isFailureCode } from '@maison/shared';
import { useState } from 'react';
import { data, redirect } from 'react-router';

import { SignInPanel } from '~/features/account/components/SignInPanel';
import { pastConsents } from '~/features/account/legal-consents.server';
import { afterSignIn, type SignInAnswer } from '~/features/account/sign-in';
import {
    loadCaptchaChallenge,
    register,
    requestPasswordReset,
    requestSmsCode,
    signInByPassword,
    signInBySms,
} from '~/features/account/sign-in.server';
import type { LoginScreen } from '~/features/ui/ui-state';
import { localeContext, shopContext } from '~/lib/context';
import { isSignedIn } from '~/lib/member.server';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readFields } from '~/lib/read-form';
import { safeRedirect } from '~/lib/safe-redirect';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/login';

const SCREENS: readonly LoginScreen[] = ['login', 'register', 'forgot', 'thanks'];

function screenOf(value: string | null): LoginScreen {
    return SCREENS.find((s) => s === value) ?? 'login';
}

/** The sign-in page: the login modal's screens as a page, for guards and for browsers without script. */
export async function loader({ request, context }: Route.LoaderArgs) {
    const client = context.get(shopContext);
    // A member has nothing to do here (spec §4).
    if (await isSignedIn(client)) throw redirect('/');
    const url = new URL(request.url);
    const locale = context.get(localeContext);
    const screen = screenOf(url.searchParams.get('screen'));
    return {
        title: pageTitle(locale, serverT(locale)('pages.login')),
        screen,
        redirectTo: afterSignIn(url.searchParams.get('redirect')),
        challenge: screen === 'login' ? await loadCaptchaChallenge(client) : null,
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

/** What each refusal answers with: the visitor's mistake (400), bad credentials (401), a limit (429). */
function statusOf(answer: SignInAnswer): number {
    if (answer.ok || !answer.code) return answer.ok ? 200 : 400;
    // Accepted: the link to set the password is on its way.
    if (answer.code === 'GUEST_ORDERS') return 202;
    if (answer.code === 'LOGIN_FAILED') return 401;
    // Codes the API answered with carry the status the one list gives them; the form's own are 400.
    return isFailureCode(answer.code) && FAILURES[answer.code].source !== 'client' ? failureStatus(answer.code) : 400;
}

export async function action({ request, context }: Route.ActionArgs) {
    const client = context.get(shopContext);
    const form = await readFields(request);
    let answer: SignInAnswer | null;
    switch (form.intent) {
        case 'sms-code': {
            answer = await requestSmsCode(client, form);
            // Each local challenge is good for one request: the form gets the next one.
            answer = { ...answer, challenge: await loadCaptchaChallenge(client) };
            break;
        }
        case 'sms':
            answer = await signInBySms(client, form);
            break;
        case 'login':
            answer = await signInByPassword(client, form);
            break;
        case 'register':
            answer = await register(client, form);
            break;
        case 'forgot':
            answer = await requestPasswordReset(client, form);
            break;
        default: {
            const unknown: SignInAnswer = { intent: 'login', ok: false, code: 'INVALID', errors: {} };
            return data(unknown, { status: 400 });
        }
    }
    // Signed in: on to the page the shopper came from (the bag merged into the member's), by
    // way of the new versions of the legal texts when there are some to accept.
    if (answer === null) throw safeRedirect(await pastConsents(client, afterSignIn(form.redirect)));
    return data(answer, { status: statusOf(answer) });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
    const rendered: SignInAnswer | undefined = actionData;
    const [screen, setScreen] = useState<LoginScreen>(
        rendered?.intent === 'forgot' && rendered.ok
            ? 'thanks'
            : rendered?.intent === 'register'
              ? 'register'
              : loaderData.screen,
    );
    return (
        <div className="login-page">
            <SignInPanel
                screen={screen}
                onScreen={setScreen}
                redirectTo={loaderData.redirectTo}
                challenge={rendered?.challenge !== undefined ? rendered.challenge : loaderData.challenge}
                rendered={rendered}
                headingLevel="h1"
            />
        </div>
    );
}
