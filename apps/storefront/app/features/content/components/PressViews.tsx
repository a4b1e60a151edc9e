import { formatDate } from '@maison/shared';
import { Link } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import { fileSizeText, fileTypeText, offeredFiles } from '../blocks';
import type { ContentCardWithBlocks } from '../content.server';
import type { MediaCenterData, MediaDataData, PressLandingData, PressReleasesData } from '../press.server';
import { EntryGrid } from './EntryCard';
import { MediaGrid } from './MediaItem';

/** The press lounge's own navigation, on each of its pages. */
function PressNav() {
    const { t } = useTranslation();
    const links = [
        ['/press-lounge', 'pressLounge'],
        ['/press-lounge/press-releases', 'pressReleases'],
        ['/press-lounge/press-releases/data', 'pressReleasesData'],
        ['/press-lounge/media-center', 'mediaCenter'],
        ['/press-lounge/media-data', 'mediaData'],
    ] as const;
    return (
        <nav className="press-nav" aria-label={t('pages.pressLounge')}>
            <ul role="list">
                {links.map(([href, id]) => (
                    <li key={href}>
                        <Link to={href}>{t(`pages.${id}`)}</Link>
                    </li>
                ))}
            </ul>
        </nav>
    );
}

function Header({ title, description }: { title: string; description: string }) {
    return (
        <header className="content-list__header">
            <h1>{title}</h1>
            <p className="content-list__lead">{description}</p>
            <PressNav />
        </header>
    );
}

function Empty({ text }: { text: string }) {
    return (
        <p className="content-list__empty" role="status">
            {text}
        </p>
    );
}

function Section({ title, more, children }: { title: string; more?: string; children: React.ReactNode }) {
    const { t } = useTranslation();
    return (
        <section className="content-section">
            <div className="content-section__head">
                <h2>{title}</h2>
                {more && <Link to={more}>{t('content.press.seeAll')}</Link>}
            </div>
            {children}
        </section>
    );
}

export function PressLanding({ data }: { data: PressLandingData }) {
    const { t } = useTranslation();
    return (
        <div className="content-list">
            <Header title={data.title} description={data.description} />
            <Section title={t('content.press.latest')} more="/press-lounge/press-releases">
                {data.releases.length ? (
                    <EntryGrid entries={data.releases} eager={2} />
                ) : (
                    <Empty text={t('content.press.noReleases')} />
                )}
            </Section>
            <Section title={t('pages.mediaCenter')} more="/press-lounge/media-center">
                {data.media.length ? <MediaGrid items={data.media} /> : <Empty text={t('content.press.noMedia')} />}
            </Section>
            <Section title={t('content.press.kits')} more="/press-lounge/media-data">
                {data.kits.length ? <MediaGrid items={data.kits} /> : <Empty text={t('content.press.noKits')} />}
            </Section>
        </div>
    );
}

export function MediaCenter({ data }: { data: MediaCenterData }) {
    const { t } = useTranslation();
    return (
        <div className="content-list">
            <Header title={data.title} description={data.description} />
            <Section title={t('content.press.videos')}>
                {data.videos.length ? <MediaGrid items={data.videos} /> : <Empty text={t('content.press.noMedia')} />}
            </Section>
            <Section title={t('content.press.pictures')}>
                {data.pictures.length ? (
                    <MediaGrid items={data.pictures} />
                ) : (
                    <Empty text={t('content.press.noMedia')} />
                )}
            </Section>
        </div>
    );
}

export function MediaData({ data }: { data: MediaDataData }) {
    const { t } = useTranslation();
    return (
        <div className="content-list">
            <Header title={data.title} description={data.description} />
            {data.kits.length ? <MediaGrid items={data.kits} /> : <Empty text={t('content.press.noKits')} />}
        </div>
    );
}

export function PressReleases({ data }: { data: PressReleasesData }) {
    const { t } = useTranslation();
    return (
        <div className="content-list">
            <Header title={data.title} description={data.description} />
            {data.years.length ? (
                data.years.map(({ year, releases }) => (
                    <Section key={year} title={String(year)}>
                        <EntryGrid entries={releases} />
                    </Section>
                ))
            ) : (
                <Empty text={t('content.press.noReleases')} />
            )}
        </div>
    );
}

function ReleaseFiles({ release }: { release: ContentCardWithBlocks }) {
    const { t, i18n } = useTranslation();
    const files = offeredFiles(release.hero, release.blocks, t('content.press.originalPicture'));
    if (!files.length) return <>—</>;
    return (
        <ul className="press-table__files" role="list">
            {files.map((file) => (
                <li key={file.asset.src}>
                    <a href={file.asset.src} download={file.asset.name}>
                        {file.label}
                    </a>{' '}
                    <small>
                        {t('content.fileTypeSize', {
                            type: fileTypeText(file.asset.mimeType),
                            size: fileSizeText(file.asset.fileSize, i18n.language),
                        })}
                    </small>
                </li>
            ))}
        </ul>
    );
}

/** The releases as a table: date, title with its summary, and every file to download. */
export function PressReleasesTable({ data }: { data: PressReleasesData }) {
    const { t, i18n } = useTranslation();
    return (
        <div className="content-list">
            <Header title={data.title} description={data.description} />
            {data.years.length ? (
                data.years.map(({ year, releases }) => (
                    <section key={year} className="content-section">
                        <div className="press-table__scroll">
                            <table className="press-table">
                                <caption>{year}</caption>
                                <thead>
                                    <tr>
                                        <th scope="col">{t('content.press.date')}</th>
                                        <th scope="col">{t('content.press.release')}</th>
                                        <th scope="col">{t('content.press.files')}</th>
                                    </tr>
                                </thead>
                                <tbody>
                                    {releases.map((release) => (
                                        <tr key={release.path}>
                                            <td>
                                                {release.publishedAt && (
                                                    <time dateTime={release.publishedAt}>
                                                        {formatDate(release.publishedAt, i18n.language)}
                                                    </time>
                                                )}
                                            </td>
                                            <td>
                                                <Link to={release.href}>{release.title}</Link>
                                                {release.summary && <p>{release.summary}</p>}
                                            </td>
                                            <td>
                                                <ReleaseFiles release={release} />
                                            </td>
                                        </tr>
                                    ))}
                                </tbody>
                            </table>
                        </div>
                    </section>
                ))
            ) : (
                <Empty text={t('content.press.noReleases')} />
            )}
        </div>
    );
}
