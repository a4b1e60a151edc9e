import { formatDate, MAX_RATING, REVIEW_BODY_MAX_LENGTH, REVIEW_SUMMARY_MAX_LENGTH } from '@maison/shared';
import { useFetcher } from 'react-router';

import { useUi } from '~/features/ui/use-ui';
import { useTranslation } from '~/lib/use-translation';

import type { ProductReviewsData, Review, ReviewFormResult } from '../reviews.server';
import { Rating } from './Rating';

/**
 * A product's reviews (spec §2): the average and count, the approved reviews, and for a member
 * the form, or the state of the review they sent. Staff approve a review before it shows.
 */
export function ProductReviews({
    rating,
    data,
}: {
    rating: { average: number; count: number } | undefined;
    data: ProductReviewsData;
}) {
    const { t, i18n } = useTranslation();
    return (
        <section className="reviews" aria-labelledby="reviews-title">
            <h2 id="reviews-title">{t('reviews.title')}</h2>
            {rating ? (
                <p className="reviews__summary">
                    <Rating average={rating.average} />
                    <span>{t('reviews.count', { count: rating.count })}</span>
                </p>
            ) : (
                <p className="reviews__empty">{t('reviews.empty')}</p>
            )}
            {data.reviews.length > 0 && (
                <ol className="reviews__list">
                    {data.reviews.map((r) => (
                        <li key={r.id} className="review">
                            <Rating average={r.rating} />
                            <h3 className="review__summary">{r.summary}</h3>
                            <p className="review__meta">
                                {r.authorName} ·{' '}
                                <time dateTime={r.createdAt}>{formatDate(r.createdAt, i18n.language)}</time>
                            </p>
                            <p className="review__body">{r.body}</p>
                        </li>
                    ))}
                </ol>
            )}
            <YourReview data={data} />
        </section>
    );
}

function YourReview({ data }: { data: ProductReviewsData }) {
    const { t } = useTranslation();
    const { openLogin } = useUi();
    const fetcher = useFetcher<ReviewFormResult>();
    const sent: Review | null = fetcher.data?.ok ? fetcher.data.review : data.mine;
    if (sent && sent.state !== 'approved') {
        return (
            <p className="reviews__notice" role="status">
                {t(sent.state === 'rejected' ? 'reviews.rejected' : 'reviews.pending')}
            </p>
        );
    }
    if (sent) return null;
    if (!data.member) {
        return (
            <p className="reviews__notice">
                <button type="button" className="link-button" onClick={() => openLogin('login')}>
                    {t('reviews.signIn')}
                </button>
            </p>
        );
    }
    const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
    const fieldError = (name: string) =>
        failed?.fields?.[name] ? (
            <span className="form-error" id={`review-${name}-error`}>
                {t(failed.fields[name])}
            </span>
        ) : null;
    return (
        <fetcher.Form method="post" className="review-form">
            <h3>{t('reviews.write')}</h3>
            <fieldset className="review-form__stars" aria-describedby="review-rating-error">
                <legend>{t('reviews.ratingField')}</legend>
                {Array.from({ length: MAX_RATING }, (_, i) => MAX_RATING - i).map((n) => (
                    <label key={n}>
                        <input type="radio" name="rating" value={n} required />
                        <span>{t('reviews.stars', { count: n })}</span>
                    </label>
                ))}
                {fieldError('rating')}
            </fieldset>
            <label className="field">
                <span>{t('reviews.summaryField')}</span>
                <input
                    name="summary"
                    required
                    maxLength={REVIEW_SUMMARY_MAX_LENGTH}
                    aria-describedby="review-summary-error"
                />
                {fieldError('summary')}
            </label>
            <label className="field">
                <span>{t('reviews.bodyField')}</span>
                <textarea
                    name="body"
                    required
                    rows={5}
                    maxLength={REVIEW_BODY_MAX_LENGTH}
                    aria-describedby="review-body-error"
                />
                {fieldError('body')}
            </label>
            {failed && failed.code !== 'INVALID' && (
                <p className="form-error" role="alert">
                    {t(`reviews.errors.${failed.code}`)}
                </p>
            )}
            <button type="submit" className="button button--primary" disabled={fetcher.state !== 'idle'}>
                {t('reviews.submit')}
            </button>
        </fetcher.Form>
    );
}
