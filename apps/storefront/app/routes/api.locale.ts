import { data } from 'react-router';

import { isLocale, localeCookieHeader } from '~/lib/locale';
import { readForm } from '~/lib/read-form';
import { safeRedirect } from '~/lib/safe-redirect';
import { secureCookies } from '~/lib/session.server';

import type { Route } from './+types/api.locale';

/** The language switcher posts here; the page then reloads in the new language. */
export async function action({ request }: Route.ActionArgs) {
    const form = await readForm(request);
    const locale = form?.get('locale');
    if (!form || !isLocale(locale)) return data({ error: 'unknown locale' }, { status: 400 });
    return safeRedirect(form.get('returnTo'), {
        headers: { 'Set-Cookie': localeCookieHeader(locale, secureCookies(request)) },
    });
}
