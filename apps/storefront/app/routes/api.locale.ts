import { data, redirect } from 'react-router';

import { isLocale, localeCookieHeader } from '~/lib/locale';
import { readForm } from '~/lib/read-form';
import { sameSitePath } from '~/lib/same-site-path';

import type { Route } from './+types/api.locale';

/** The language switcher posts here; the page then reloads in the new language. */
export async function action({ request }: Route.ActionArgs) {
    const form = await readForm(request);
    const locale = form?.get('locale');
    if (!form || !isLocale(locale)) return data({ error: 'unknown locale' }, { status: 400 });
    return redirect(safeReturnPath(form.get('returnTo')), { headers: { 'Set-Cookie': localeCookieHeader(locale) } });
}

/** Only same-site paths: a posted URL must not send the visitor elsewhere. */
export function safeReturnPath(value: FormDataEntryValue | null): string {
    return sameSitePath(value) ?? '/';
}
