import { useTranslation } from '~/lib/use-translation';

/** Where the member's data is downloaded from (routes/account-personal-data.ts). */
export const PERSONAL_DATA_PATH = '/my-account/personal-data';

/** The link to a copy of the member's own data (PIPL), a JSON file the browser saves. */
export function PersonalDataDownload() {
    const { t } = useTranslation();
    return (
        <section className="profile-form" aria-labelledby="profile-heading-data">
            <h2 id="profile-heading-data">{t('account.personalData.title')}</h2>
            <p>{t('account.personalData.lead')}</p>
            {/* A file to save, not a page: the browser fetches it itself. */}
            <a className="button button--secondary" href={PERSONAL_DATA_PATH} download>
                {t('account.personalData.download')}
            </a>
        </section>
    );
}
