import { addToBagSchema, removeFromBagSchema } from '@maison/shared';
import { data } from 'react-router';

import { addToBag, removeFromBag } from '~/features/bag/bag.server';
import { shopContext } from '~/lib/context';
import { readForm } from '~/lib/read-form';

import type { Route } from './+types/api.bag';

/**
 * Changes to the bag, posted by the add-to-bag buttons and the bag sidebar. The root loader
 * revalidates after it, so the sidebar shows the new bag without a second request here.
 */
export async function action({ request, context }: Route.ActionArgs) {
    const client = context.get(shopContext);
    const posted = await readForm(request);
    const form = posted ? Object.fromEntries(posted) : {};
    if (form.intent === 'add') {
        const parsed = addToBagSchema.safeParse(form);
        if (!parsed.success) return data({ ok: false as const, code: 'INVALID' as const }, { status: 400 });
        const change = await addToBag(
            client,
            parsed.data.productVariantId,
            parsed.data.quantity,
            parsed.data.buckleVariantId,
        );
        return change.ok ? { ok: true as const } : data({ ok: false as const, code: change.code }, { status: 409 });
    }
    if (form.intent === 'remove') {
        const parsed = removeFromBagSchema.safeParse(form);
        if (!parsed.success) return data({ ok: false as const, code: 'INVALID' as const }, { status: 400 });
        const change = await removeFromBag(client, parsed.data.orderLineId);
        return change.ok ? { ok: true as const } : data({ ok: false as const, code: change.code }, { status: 409 });
    }
    return data({ ok: false as const, code: 'INVALID' as const }, { status: 400 });
}
