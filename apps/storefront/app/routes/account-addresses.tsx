import { entityIdSchema, MAX_MEMBER_ADDRESSES } from '@maison/shared';
import { useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';

import { deleteAddress, loadAddresses, type MemberAddress, updateAddress } from '~/features/account/addresses.server';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readForm } from '~/lib/read-form';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/account-addresses';

export async function loader({ context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    return {
        title: pageTitle(locale, serverT(locale)('pages.addresses')),
        addresses: await loadAddresses(context.get(shopContext)),
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

type Intent = 'delete' | 'default-shipping' | 'default-billing';
const INTENTS: readonly Intent[] = ['delete', 'default-shipping', 'default-billing'];

/** Deleting an address or making it a default; an id that is not the member's is the Shop API's 404. */
export async function action({ request, context }: Route.ActionArgs) {
    const form = await readForm(request);
    const intent = INTENTS.find((i) => i === form?.get('intent'));
    const id = entityIdSchema.safeParse(form?.get('id'));
    if (!intent || !id.success) return data({ done: null }, { status: 400 });
    const client = context.get(shopContext);
    if (intent === 'delete') await deleteAddress(client, id.data);
    else if (intent === 'default-shipping') await updateAddress(client, id.data, { defaultShippingAddress: true });
    else await updateAddress(client, id.data, { defaultBillingAddress: true });
    return { done: intent };
}

function AddressCard({ address, busy }: { address: MemberAddress; busy: boolean }) {
    const { t } = useTranslation();
    const [confirming, setConfirming] = useState(false);
    const button = (intent: Intent, label: string, className = 'link-button') => (
        <Form method="post" className="address-card__action">
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" name="intent" value={intent} className={className} disabled={busy}>
                {label}
            </button>
        </Form>
    );
    return (
        <li className="address-card" data-address={address.id}>
            <p className="address-card__who">
                <strong>{address.fullName}</strong> {address.phoneNumber}
            </p>
            <p className="address-card__where">
                {address.province} {address.city} {address.streetLine2}
                <br />
                {address.streetLine1} {address.postalCode}
            </p>
            <p className="address-card__badges">
                {address.defaultShippingAddress && <span className="tag">{t('account.address.defaultShipping')}</span>}
                {address.defaultBillingAddress && <span className="tag">{t('account.address.defaultBilling')}</span>}
            </p>
            <div className="address-card__actions">
                <Link to={`/my-account/address/edit/${address.id}`} className="link-button">
                    {t('account.address.edit')}
                </Link>
                {!address.defaultShippingAddress &&
                    button('default-shipping', t('account.address.makeDefaultShipping'))}
                {!address.defaultBillingAddress && button('default-billing', t('account.address.makeDefaultBilling'))}
                {confirming ? (
                    <span
                        className="address-card__confirm"
                        role="group"
                        aria-label={t('account.address.confirmDelete')}
                    >
                        <span>{t('account.address.confirmDelete')}</span>
                        {button('delete', t('account.address.delete'), 'link-button link-button--danger')}
                        <button type="button" className="link-button" onClick={() => setConfirming(false)}>
                            {t('account.address.cancel')}
                        </button>
                    </span>
                ) : (
                    // Without the page's script this button is never replaced: it deletes at once.
                    <Form
                        method="post"
                        className="address-card__action"
                        onSubmit={(event) => {
                            event.preventDefault();
                            setConfirming(true);
                        }}
                    >
                        <input type="hidden" name="id" value={address.id} />
                        <button type="submit" name="intent" value="delete" className="link-button" disabled={busy}>
                            {t('account.address.delete')}
                        </button>
                    </Form>
                )}
            </div>
        </li>
    );
}

/** The member's address book (spec §2 /my-account/address): defaults, edit, delete, add. */
export default function AccountAddresses({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const navigation = useNavigation();
    const busy = navigation.state !== 'idle';
    const { addresses } = loaderData;
    const full = addresses.length >= MAX_MEMBER_ADDRESSES;
    return (
        <div className="account-page">
            <h1 className="account-page__title">{t('pages.addresses')}</h1>
            <p className="account-page__lead">{t('account.address.lead', { max: MAX_MEMBER_ADDRESSES })}</p>
            {actionData?.done && (
                <p className="account-page__notice" role="status">
                    {t(`account.address.done.${actionData.done}`)}
                </p>
            )}
            {addresses.length === 0 ? (
                <p className="account-page__empty">{t('account.address.empty')}</p>
            ) : (
                <ul className="address-cards">
                    {addresses.map((address) => (
                        <AddressCard key={address.id} address={address} busy={busy} />
                    ))}
                </ul>
            )}
            {full ? (
                <p className="account-page__notice">{t('account.address.full', { max: MAX_MEMBER_ADDRESSES })}</p>
            ) : (
                <Link to="/my-account/address/add" className="button button--primary">
                    {t('account.address.add')}
                </Link>
            )}
        </div>
    );
}
