import { GENDERS } from '@maison/shared';
import { data, redirect, useFetcher } from 'react-router';

import { TextField } from '~/components/TextField';
import { PersonalDataDownload } from '~/features/account/components/PersonalDataDownload';
import { NameFields, PasswordField } from '~/features/account/components/SignInFields';
import {
    changePassword,
    closeAccount,
    loadProfile,
    type Profile,
    type ProfileAnswer,
    saveProfile,
} from '~/features/account/profile.server';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readFields } from '~/lib/read-form';
import { signInRedirect } from '~/lib/member.server';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/account-profile';

export async function loader({ request, context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    const profile = await loadProfile(context.get(shopContext));
    if (!profile) throw signInRedirect(request);
    return { title: pageTitle(locale, serverT(locale)('pages.profile')), profile };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

export async function action({ request, context }: Route.ActionArgs) {
    const client = context.get(shopContext);
    const form = await readFields(request);
    let answer: ProfileAnswer;
    if (form.intent === 'profile') answer = await saveProfile(client, form);
    else if (form.intent === 'password') answer = await changePassword(client, form);
    else if (form.intent === 'close') {
        if (form.confirm !== 'on') {
            answer = { intent: 'close', ok: false, errors: { confirm: 'validation.fieldRequired' } };
        } else {
            await closeAccount(client);
            throw redirect('/');
        }
    } else return data({ intent: 'profile', ok: false, errors: {} } satisfies ProfileAnswer, { status: 400 });
    return data(answer, { status: answer.ok ? 200 : 400 });
}

/**
 * One of the page's forms, posted by a fetcher so that the others keep what is typed in them.
 * Before the page's script runs, the same form posts natively and the page renders again with
 * the action's answer (`rendered`), which then stands for the fetcher's.
 */
function useProfileForm(intent: ProfileAnswer['intent'], rendered: ProfileAnswer | undefined) {
    const fetcher = useFetcher<ProfileAnswer>();
    const candidate = fetcher.data ?? rendered;
    const answer = candidate?.intent === intent ? candidate : undefined;
    return { fetcher, answer, errors: answer?.errors ?? {}, busy: fetcher.state !== 'idle' };
}

function Saved({ answer }: { answer: ProfileAnswer | undefined }) {
    const { t } = useTranslation();
    if (!answer) return null;
    if (answer.ok) {
        return (
            <p className="account-page__notice" role="status">
                {t(`account.profilePage.saved.${answer.intent}`)}
            </p>
        );
    }
    return answer.code ? (
        <p className="form-error" role="alert">
            {t(`login.errors.${answer.code}`)}
        </p>
    ) : null;
}

function ProfileForm({ profile, rendered }: { profile: Profile; rendered?: ProfileAnswer }) {
    const { t } = useTranslation();
    const { fetcher, answer, errors, busy } = useProfileForm('profile', rendered);
    const today = new Date().toISOString().slice(0, 10);
    return (
        <fetcher.Form method="post" noValidate className="profile-form" aria-labelledby="profile-heading-details">
            <h2 id="profile-heading-details">{t('account.profilePage.details')}</h2>
            <dl className="profile-form__fixed">
                <div>
                    <dt>{t('account.profilePage.mobile')}</dt>
                    <dd>{profile.mobile ?? t('account.profilePage.none')}</dd>
                </div>
                <div>
                    <dt>{t('account.profilePage.email')}</dt>
                    <dd>{profile.emailAddress ?? t('account.profilePage.none')}</dd>
                </div>
            </dl>
            <input type="hidden" name="intent" value="profile" />
            <NameFields form="profile" values={profile} errors={errors} />
            <div className="field-row">
                <TextField
                    id="profile-birthday"
                    name="birthday"
                    label={t('account.profilePage.birthday')}
                    type="date"
                    min="1900-01-01"
                    max={today}
                    autoComplete="bday"
                    defaultValue={profile.birthday}
                    error={errors.birthday}
                />
                <div className="field">
                    <label htmlFor="profile-gender">{t('account.profilePage.gender')}</label>
                    <select id="profile-gender" name="gender" className="input" defaultValue={profile.gender}>
                        <option value="">{t('account.profilePage.genderUnsaid')}</option>
                        {GENDERS.map((gender) => (
                            <option key={gender} value={gender}>
                                {t(`account.profilePage.genders.${gender}`)}
                            </option>
                        ))}
                    </select>
                </div>
            </div>
            <label className="checkbox">
                <input type="checkbox" name="newsletter" defaultChecked={profile.newsletter} />{' '}
                {t('account.profilePage.newsletter')}
            </label>
            <Saved answer={answer} />
            <button type="submit" className="button button--primary" disabled={busy}>
                {t('account.profilePage.save')}
            </button>
        </fetcher.Form>
    );
}

function PasswordForm({ rendered }: { rendered?: ProfileAnswer }) {
    const { t } = useTranslation();
    const { fetcher, answer, errors, busy } = useProfileForm('password', rendered);
    return (
        <fetcher.Form
            method="post"
            noValidate
            className="profile-form"
            aria-labelledby="profile-heading-password"
            // A changed password leaves the fields empty for the next time.
            key={answer?.ok ? 'saved' : 'editing'}
        >
            <h2 id="profile-heading-password">{t('account.profilePage.passwordTitle')}</h2>
            <input type="hidden" name="intent" value="password" />
            <PasswordField
                form="profile"
                name="currentPassword"
                kind="current"
                label={t('login.fields.currentPassword')}
                error={errors.currentPassword}
            />
            <PasswordField form="profile" kind="new" error={errors.password} />
            <PasswordField form="profile" name="confirmPassword" kind="confirm" error={errors.confirmPassword} />
            <Saved answer={answer} />
            <button type="submit" className="button button--secondary" disabled={busy}>
                {t('account.profilePage.changePassword')}
            </button>
        </fetcher.Form>
    );
}

function CloseAccountForm({ rendered }: { rendered?: ProfileAnswer }) {
    const { t } = useTranslation();
    const { fetcher, errors, busy } = useProfileForm('close', rendered);
    const error = errors.confirm;
    return (
        <fetcher.Form
            method="post"
            noValidate
            className="profile-form profile-form--close"
            aria-labelledby="profile-heading-close"
        >
            <h2 id="profile-heading-close">{t('account.profilePage.closeTitle')}</h2>
            <p>{t('account.profilePage.closeLead')}</p>
            <input type="hidden" name="intent" value="close" />
            <label className="checkbox">
                <input
                    type="checkbox"
                    name="confirm"
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? 'profile-confirm-error' : undefined}
                />{' '}
                {t('account.profilePage.closeConfirm')}
            </label>
            {error && (
                <p id="profile-confirm-error" className="form-error" role="alert">
                    {t(error)}
                </p>
            )}
            <button type="submit" className="button button--danger" disabled={busy}>
                {t('account.profilePage.close')}
            </button>
        </fetcher.Form>
    );
}

/** The member's profile (spec §2 /my-account/profile): details, newsletter, password, a copy of their data, closing the account. */
export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { profile } = loaderData;
    const rendered = actionData as ProfileAnswer | undefined;
    return (
        <div className="account-page account-page--narrow">
            <h1 className="account-page__title">{t('pages.profile')}</h1>
            <ProfileForm profile={profile} rendered={rendered} />
            {profile.hasPassword && <PasswordForm rendered={rendered} />}
            <PersonalDataDownload />
            <CloseAccountForm rendered={rendered} />
        </div>
    );
}
