import { Form, Link, useLocation } from 'react-router';

import { ProductGrid } from '~/features/catalog/components/ProductGrid';
import { useTranslation } from '~/lib/use-translation';

import { BUDGETS, RECIPIENTS, SIZES, type Answers, answersHref } from '../find-your';
import type { FindYourData } from '../find-your.server';

interface Choice {
    value: string;
    label: string;
}

/** One question as a group of choices; a chosen one is checked again when the page comes back. */
function Question({
    name,
    legend,
    choices,
    chosen,
}: {
    name: keyof Answers;
    legend: string;
    choices: Choice[];
    chosen?: string;
}) {
    const { t } = useTranslation();
    return (
        <fieldset className="find-your__question">
            <legend>{legend}</legend>
            <div className="find-your__choices">
                <label className="find-your__choice">
                    <input type="radio" name={name} value="" defaultChecked={!chosen} />
                    <span>{t('findYour.any')}</span>
                </label>
                {choices.map((c) => (
                    <label key={c.value} className="find-your__choice">
                        <input type="radio" name={name} value={c.value} defaultChecked={chosen === c.value} />
                        <span>{c.label}</span>
                    </label>
                ))}
            </div>
        </fieldset>
    );
}

/**
 * `/find-your-{brand}`: four questions in one GET form (it works without script, and its answers
 * are a URL to share), then the watches that match them.
 */
export function FindYourView({ data }: { data: FindYourData }) {
    const { t } = useTranslation();
    const { pathname } = useLocation();
    const { answers, result } = data;
    return (
        <article className="find-your">
            <header className="find-your__head">
                <h1>{data.title}</h1>
                <p className="find-your__lead">{t('findYour.lead')}</p>
            </header>
            {/* The form keeps its own answers: a new answer starts from the page's, not a blank form. */}
            <Form method="get" action={pathname} className="find-your__form" key={JSON.stringify(answers)}>
                <Question
                    name="recipient"
                    legend={t('findYour.question.recipient')}
                    choices={RECIPIENTS.map((r) => ({ value: r, label: t(`findYour.recipient.${r}`) }))}
                    chosen={answers.recipient}
                />
                <Question
                    name="style"
                    legend={t('findYour.question.style')}
                    choices={data.styles.map((s) => ({ value: s.code, label: s.name }))}
                    chosen={answers.style}
                />
                <Question
                    name="budget"
                    legend={t('findYour.question.budget')}
                    choices={BUDGETS.map((b) => ({ value: b.id, label: t(`findYour.budget.${b.id}`) }))}
                    chosen={answers.budget}
                />
                <Question
                    name="size"
                    legend={t('findYour.question.size')}
                    choices={SIZES.map((s) => ({ value: s, label: t(`findYour.size.${s}`) }))}
                    chosen={answers.size}
                />
                <div className="find-your__actions">
                    <button type="submit" className="button">
                        {t('findYour.submit')}
                    </button>
                    {result && (
                        <Link to={answersHref(pathname, {})} className="find-your__again">
                            {t('findYour.startAgain')}
                        </Link>
                    )}
                </div>
            </Form>
            {result && (
                <section className="find-your__result" aria-labelledby="find-your-result" aria-live="polite">
                    <h2 id="find-your-result">{t('findYour.result.title', { count: result.totalItems })}</h2>
                    {result.dropped.length > 0 && (
                        <p className="find-your__relaxed">
                            {t('findYour.result.relaxed', {
                                questions: result.dropped
                                    .map((q) => t(`findYour.questionName.${q}`))
                                    .join(t('findYour.listSeparator')),
                            })}
                        </p>
                    )}
                    {result.cards.length > 0 ? (
                        <>
                            <ProductGrid cards={result.cards} eager={0} />
                            <p className="find-your__more">
                                <Link to={result.listingHref} className="button button--secondary">
                                    {t('findYour.result.seeAll', { count: result.totalItems })}
                                </Link>
                            </p>
                        </>
                    ) : (
                        <p>{t('findYour.result.none')}</p>
                    )}
                </section>
            )}
            <p className="find-your__gifting">
                <Link to={`${pathname.replace(/\/$/, '')}/gifting`}>{t('findYour.gifting.link')}</Link>
            </p>
        </article>
    );
}
