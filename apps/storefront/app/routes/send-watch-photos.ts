import { MAX_SERVICE_PHOTOS } from '@maison/shared';
import { redirect } from 'react-router';

import { readDraftKey, removePhoto, uploadPhotos } from '~/features/send-watch/send-watch.server';
import { stepPath } from '~/features/send-watch/steps';
import { shopContext } from '~/lib/context';
import { readForm } from '~/lib/read-form';
import { readSession } from '~/lib/session.server';

import type { Route } from './+types/send-watch-photos';

const BACK = stepPath('problem');

/**
 * The one route that takes the photos of step 2 as a form (its own body limit in server.mjs;
 * every other form stays small): each file goes on to the backend's photo route, which checks
 * its bytes; then back to step 2, with the first refusal's code.
 */
export async function action({ request, context }: Route.ActionArgs) {
    const key = await readDraftKey(request);
    if (!key) return redirect(stepPath('watch'));
    const form = await readForm(request);
    if (!form) return redirect(`${BACK}?photoError=UNKNOWN`);
    if (form.get('intent') === 'remove') {
        const photoId = String(form.get('photoId') ?? '');
        if (/^[1-9]\d{0,15}$/.test(photoId)) await removePhoto(context.get(shopContext), key, photoId);
        return redirect(BACK);
    }
    const files = form
        .getAll('photos')
        .filter((f): f is File => typeof f !== 'string')
        .slice(0, MAX_SERVICE_PHOTOS);
    const failure = await uploadPhotos(key, files, {
        forwardedFor: request.headers.get('x-forwarded-for') ?? '',
        token: (await readSession(request))?.token,
    });
    return redirect(failure ? `${BACK}?photoError=${failure}` : BACK);
}

export function loader() {
    return redirect(BACK);
}
