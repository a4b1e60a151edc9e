import { failureStatus, MAX_MEMBER_ADDRESSES } from '@maison/shared';
import { data, Form, Link, redirect, useNavigation } from 'react-router';

import { createAddress, loadAddress, updateAddress } from '~/features/account/addresses.server';
import { AddressFields } from '~/features/address/components/AddressFields';
import { readAddress, regionLists } from '~/features/address/address-form.server';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { notFound } from '~/lib/not-found';
import { readFields } from '~/lib/read-form';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/account-address-form';

const LIST = '/my-account/address';

/** Adding an address (no id) or editing one of the member's (any other id is a 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
    const client = context.get(shopContext);
    const locale = context.get(localeContext);
    const address = params.id === undefined ? null : await loadAddress(client, params.id);
    if (address === undefined) throw notFound();
    return {
        title: pageTitle(locale, serverT(locale)(address ? 'pages.addressEdit' : 'pages.addressAdd')),
        address,
        regions: regionLists(address),
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

export async function action({ request, params, context }: Route.ActionArgs) {
    const client = context.get(shopContext);
    const form = await readFields(request);
    const address = readAddress(form);
    if (address.errors) return data({ errors: address.errors, full: false }, { status: 400 });
    const defaults = {
        defaultShippingAddress: form.defaultShippingAddress === 'on',
        defaultBillingAddress: form.defaultBillingAddress === 'on',
    };
    if (params.id === undefined) {
        // The book's limit is the server's rule: it answers ADDRESS_BOOK_FULL, even to two adds at once.
        if (!(await createAddress(client, { ...address.input, ...defaults }))) {
            return data({ errors: {}, full: true }, { status: failureStatus('ADDRESS_BOOK_FULL') });
        }
    } else {
        // Ticking a default sets it; unticking leaves it, since one address is always the default.
        await updateAddress(client, params.id, {
            ...address.input,
            ...(defaults.defaultShippingAddress ? { defaultShippingAddress: true } : {}),
            ...(defaults.defaultBillingAddress ? { defaultBillingAddress: true } : {}),
        });
    }
    throw redirect(LIST);
}

export default function AccountAddressForm({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const navigation = useNavigation();
    const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
    const { address } = loaderData;
    const box = (name: 'defaultShippingAddress' | 'defaultBillingAddress', label: string) => (
        <label className="checkbox">
            <input type="checkbox" name={name} defaultChecked={address?.[name] ?? false} /> {label}
        </label>
    );
    return (
        <div className="account-page account-page--narrow">
            <h1 className="account-page__title">{t(address ? 'pages.addressEdit' : 'pages.addressAdd')}</h1>
            <Form method="post" noValidate className="address-form">
                <AddressFields address={address} regions={loaderData.regions} errors={actionData?.errors ?? {}} />
                {box('defaultShippingAddress', t('account.address.useForShipping'))}
                {box('defaultBillingAddress', t('account.address.useForBilling'))}
                {actionData?.full && (
                    <p className="form-error" role="alert">
                        {t('account.address.full', { max: MAX_MEMBER_ADDRESSES })}
                    </p>
                )}
                <div className="address-form__actions">
                    <button type="submit" className="button button--primary" disabled={busy}>
                        {t('account.address.save')}
                    </button>
                    <Link to={LIST} className="button button--secondary">
                        {t('account.address.cancel')}
                    </Link>
                </div>
            </Form>
        </div>
    );
}
