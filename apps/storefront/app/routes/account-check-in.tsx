import { CHECK_IN_POINTS, CHECK_IN_WEEK_POINTS } from '@maison/shared';
import { data, Form, Link, useNavigation } from 'react-router';

import { checkInToday, loadCheckIn } from '~/features/account/check-in.server';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { readFields } from '~/lib/read-form';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/account-check-in';

export async function loader({ context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    return {
        title: pageTitle(locale, serverT(locale)('pages.memberSignIn')),
        checkIn: await loadCheckIn(context.get(shopContext)),
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

export async function action({ request, context }: Route.ActionArgs) {
    const { intent } = await readFields(request);
    if (intent !== 'check-in') return data({ awarded: null }, { status: 400 });
    const { awarded } = await checkInToday(context.get(shopContext));
    return { awarded };
}

/** A day of the strip, told in the shopper's language; the day is a date in China, shown as such. */
function useDayLabels() {
    const { i18n } = useTranslation();
    const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
    const date = new Intl.DateTimeFormat(i18n.language, { month: 'long', day: 'numeric', timeZone: 'UTC' });
    return (day: string) => {
        const at = new Date(`${day}T00:00:00Z`);
        return { weekday: weekday.format(at), date: date.format(at) };
    };
}

/** The member club's daily check-in (会员签到, spec §2 /my-account/sign-in). */
export default function AccountCheckIn({ loaderData, actionData }: Route.ComponentProps) {
    const { t, i18n } = useTranslation();
    const { checkIn } = loaderData;
    const labels = useDayLabels();
    // From the post until the page's data is read again, so the outcome never shows beside the old standing.
    const busy = useNavigation().formData?.get('intent') === 'check-in';
    const number = (n: number) => n.toLocaleString(i18n.language);
    const outcome = busy ? null : actionData?.awarded;
    return (
        <div className="account-page account-page--narrow">
            <h1 className="account-page__title">{t('pages.memberSignIn')}</h1>
            <p className="account-page__lead">
                {t('account.checkIn.lead', { points: CHECK_IN_POINTS, week: CHECK_IN_WEEK_POINTS })}
            </p>
            <section className="check-in" aria-labelledby="check-in-streak">
                <p id="check-in-streak" className="check-in__streak">
                    {t('account.checkIn.streak', { count: checkIn.streak })}
                </p>
                <ol className="check-in__days">
                    {checkIn.days.map(({ day, checkedIn }) => {
                        const label = labels(day);
                        return (
                            <li
                                key={day}
                                className={checkedIn ? 'check-in__day check-in__day--done' : 'check-in__day'}
                                aria-current={day === checkIn.today ? 'date' : undefined}
                                aria-label={t(checkedIn ? 'account.checkIn.dayDone' : 'account.checkIn.dayOpen', {
                                    date: label.date,
                                })}
                            >
                                <span className="check-in__weekday" aria-hidden="true">
                                    {day === checkIn.today ? t('account.checkIn.today') : label.weekday}
                                </span>
                                <span className="check-in__mark" aria-hidden="true">
                                    {checkedIn ? '✓' : ''}
                                </span>
                            </li>
                        );
                    })}
                </ol>
                <Form method="post" className="check-in__form">
                    <button
                        type="submit"
                        name="intent"
                        value="check-in"
                        className="button button--primary"
                        disabled={checkIn.checkedInToday || busy}
                    >
                        {busy
                            ? t('account.checkIn.busy')
                            : checkIn.checkedInToday
                              ? t('account.checkIn.done')
                              : t('account.checkIn.button', { points: checkIn.nextPoints })}
                    </button>
                </Form>
                <p className="check-in__outcome" role="status">
                    {outcome === undefined || outcome === null
                        ? ''
                        : outcome > 0
                          ? t('account.checkIn.awarded', { points: outcome })
                          : t('account.checkIn.already')}
                </p>
                {checkIn.checkedInToday && (
                    <p className="check-in__next">{t('account.checkIn.tomorrow', { points: checkIn.nextPoints })}</p>
                )}
            </section>
            <p>
                {t('account.checkIn.earned', { points: number(checkIn.pointsEarned) })}{' '}
                <Link to="/my-account/member-club">{t('account.checkIn.toClub')}</Link>
            </p>
        </div>
    );
}
