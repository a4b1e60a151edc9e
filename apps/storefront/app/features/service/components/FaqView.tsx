import { FAQ_QUERY_MAX_LENGTH } from '@maison/shared';
import { Form, Link, useNavigation } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import type { FaqView as FaqData } from '../service-info.server';

/** The FAQ by topic and its search (a GET form, answered by the server: it works without script). */
export function FaqView({ data }: { data: FaqData }) {
    const { t } = useTranslation();
    const navigation = useNavigation();
    const busy = navigation.state === 'loading' && navigation.location?.pathname === '/service/faq';
    return (
        <section className="service-info__data" aria-labelledby="faq-title">
            <h2 id="faq-title" className="visually-hidden">
                {t('serviceInfo.faq.title')}
            </h2>
            <Form method="get" className="service-info__search" role="search">
                <div className="field">
                    <label htmlFor="faq-q">{t('serviceInfo.faq.searchLabel')}</label>
                    <input
                        key={data.query}
                        id="faq-q"
                        className="input"
                        name="q"
                        type="search"
                        defaultValue={data.query}
                        maxLength={FAQ_QUERY_MAX_LENGTH}
                    />
                </div>
                <button type="submit" className="button button--primary" disabled={busy}>
                    {busy ? t('serviceInfo.loading') : t('serviceInfo.faq.search')}
                </button>
                {data.searched && (
                    <Link to="/service/faq" className="service-info__clear">
                        {t('serviceInfo.faq.clear')}
                    </Link>
                )}
            </Form>
            <div aria-live="polite">
                {data.refused ? (
                    <p className="form-error" role="alert">
                        {t('serviceInfo.faq.refused')}
                    </p>
                ) : data.searched ? (
                    <p className="service-info__count">
                        {data.totalMatches === 0
                            ? t('serviceInfo.faq.noResult', { query: data.query })
                            : t('serviceInfo.faq.results', { count: data.totalMatches, query: data.query })}
                    </p>
                ) : null}
                {data.topics.map((group) => (
                    <section key={group.topic} className="faq-topic" aria-labelledby={`faq-topic-${group.topic}`}>
                        <h2 id={`faq-topic-${group.topic}`}>
                            {t(`serviceInfo.faq.topic.${group.topic}`, { defaultValue: group.topic })}
                        </h2>
                        {group.entries.map((entry) => (
                            <details key={entry.id} className="faq-entry" open={data.searched}>
                                <summary>{entry.question}</summary>
                                <p>{entry.answer}</p>
                            </details>
                        ))}
                    </section>
                ))}
                {!data.searched && data.topics.length === 0 && !data.refused && (
                    <p className="service-info__empty">{t('serviceInfo.faq.empty')}</p>
                )}
            </div>
            <p>
                <Link to="/service/faq-contact">{t('serviceInfo.faq.askUs')}</Link>
            </p>
        </section>
    );
}
