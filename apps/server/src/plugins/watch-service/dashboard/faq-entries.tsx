import { Trans, useLingui } from '@lingui/react/macro';
import { FAQ_ANSWER_MAX_LENGTH, FAQ_QUESTION_MAX_LENGTH, FAQ_TOPICS, type FaqTopic, LOCALES } from '@maison/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
    api,
    Badge,
    Button,
    DashboardRouteDefinition,
    Input,
    Label,
    NativeSelect,
    NativeSelectOption,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    Switch,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableHeader,
    TableRow,
    Textarea,
} from '@vendure/dashboard';
import gql from 'graphql-tag';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';

import {
    SERVICE_FAILURE_FIELDS,
    type ServiceFailure,
    TopicLabel,
    unwrapService,
    useServiceFailureMessage,
} from './service-info-labels';

type Lang = (typeof LOCALES)[number];

interface FaqRow {
    id: string;
    topic: FaqTopic;
    position: number;
    enabled: boolean;
    question: string;
    translations: Array<{ languageCode: string; question: string; answer: string }>;
}

interface Draft {
    id: string | null;
    topic: FaqTopic;
    position: number;
    enabled: boolean;
    text: Record<Lang, { question: string; answer: string }>;
}

const emptyText = () =>
    Object.fromEntries(LOCALES.map((lang) => [lang, { question: '', answer: '' }])) as Draft['text'];
const newDraft = (): Draft => ({ id: null, topic: 'service', position: 0, enabled: true, text: emptyText() });

const entriesDocument = gql`
    query FaqEntryList {
        faqEntries {
            id
            topic
            position
            enabled
            question
            translations {
                languageCode
                question
                answer
            }
        }
    }
`;

const createDocument = gql`
    mutation CreateFaqEntryFromDashboard($input: CreateFaqEntryInput!) {
        createFaqEntry(input: $input) {
            __typename
            ... on FaqEntry {
                id
            }
            ${SERVICE_FAILURE_FIELDS}
        }
    }
`;

const updateDocument = gql`
    mutation UpdateFaqEntryFromDashboard($input: UpdateFaqEntryInput!) {
        updateFaqEntry(input: $input) {
            __typename
            ... on FaqEntry {
                id
            }
            ${SERVICE_FAILURE_FIELDS}
        }
    }
`;

const deleteDocument = gql`
    mutation DeleteFaqEntryFromDashboard($id: ID!) {
        deleteFaqEntry(id: $id) {
            result
        }
    }
`;

function LanguageName({ lang }: Readonly<{ lang: Lang }>) {
    if (lang === 'zh') return <Trans>Chinese</Trans>;
    if (lang === 'en') return <Trans>English</Trans>;
    return <Trans>German</Trans>;
}

/** The FAQ by topic: an entry chosen from the list is edited in the form beside it, in every language. */
function FaqEntriesPage() {
    const { t } = useLingui();
    const queryClient = useQueryClient();
    const failureMessage = useServiceFailureMessage();
    const [draft, setDraft] = useState<Draft>(newDraft);

    const entries = useQuery({
        queryKey: ['faq-entries'],
        queryFn: async () => ((await api.query(entriesDocument, {})) as { faqEntries: FaqRow[] }).faqEntries,
    });
    const refresh = () => queryClient.invalidateQueries({ queryKey: ['faq-entries'] });

    const edit = (row: FaqRow) => {
        const text = emptyText();
        for (const tr of row.translations) {
            if ((LOCALES as readonly string[]).includes(tr.languageCode)) {
                text[tr.languageCode as Lang] = { question: tr.question, answer: tr.answer };
            }
        }
        setDraft({ id: row.id, topic: row.topic, position: row.position, enabled: row.enabled, text });
    };

    const save = useMutation({
        mutationFn: async () => {
            const translations = LOCALES.filter((lang) => draft.text[lang].question.trim() !== '').map((lang) => ({
                languageCode: lang,
                question: draft.text[lang].question,
                answer: draft.text[lang].answer,
            }));
            const fields = { topic: draft.topic, position: draft.position, enabled: draft.enabled, translations };
            if (draft.id) {
                const answer = (await api.mutate(updateDocument, { input: { id: draft.id, ...fields } })) as {
                    updateFaqEntry: { __typename: 'FaqEntry'; id: string } | ServiceFailure;
                };
                return unwrapService(answer.updateFaqEntry);
            }
            const answer = (await api.mutate(createDocument, { input: fields })) as {
                createFaqEntry: { __typename: 'FaqEntry'; id: string } | ServiceFailure;
            };
            return unwrapService(answer.createFaqEntry);
        },
        onSuccess: () => {
            toast.success(t`Question saved`);
            setDraft(newDraft());
            void refresh();
        },
        onError: (err: unknown) => toast.error(failureMessage(err)),
    });

    const remove = useMutation({
        mutationFn: (id: string) => api.mutate(deleteDocument, { id }),
        onSuccess: () => {
            toast.success(t`Question removed`);
            setDraft(newDraft());
            void refresh();
        },
        onError: (err: unknown) => toast.error(failureMessage(err)),
    });

    const submit = (e: FormEvent) => {
        e.preventDefault();
        save.mutate();
    };
    const rows = entries.data ?? [];

    return (
        <Page pageId="faq-entries">
            <PageTitle>
                <Trans>FAQ</Trans>
            </PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId="faq-entries-list" title={<Trans>Questions</Trans>}>
                    {entries.isError ? (
                        <p className="text-destructive" role="alert">
                            <Trans>The questions could not be loaded</Trans>
                        </p>
                    ) : entries.isLoading ? (
                        <p className="text-muted-foreground">
                            <Trans>Loading…</Trans>
                        </p>
                    ) : rows.length === 0 ? (
                        <p className="text-muted-foreground">
                            <Trans>No questions yet</Trans>
                        </p>
                    ) : (
                        <Table>
                            <TableHeader>
                                <TableRow>
                                    <TableHead>
                                        <Trans>Topic</Trans>
                                    </TableHead>
                                    <TableHead>
                                        <Trans>Question</Trans>
                                    </TableHead>
                                    <TableHead>
                                        <Trans>Position</Trans>
                                    </TableHead>
                                    <TableHead>
                                        <Trans>Shown</Trans>
                                    </TableHead>
                                    <TableHead />
                                </TableRow>
                            </TableHeader>
                            <TableBody>
                                {rows.map((row) => (
                                    <TableRow key={row.id}>
                                        <TableCell>
                                            <TopicLabel topic={row.topic} />
                                        </TableCell>
                                        <TableCell>{row.question}</TableCell>
                                        <TableCell>{row.position}</TableCell>
                                        <TableCell>
                                            {row.enabled ? (
                                                <Badge variant="success">
                                                    <Trans>Yes</Trans>
                                                </Badge>
                                            ) : (
                                                <Badge variant="outline">
                                                    <Trans>No</Trans>
                                                </Badge>
                                            )}
                                        </TableCell>
                                        <TableCell className="flex gap-2">
                                            <Button size="sm" variant="outline" onClick={() => edit(row)}>
                                                <Trans>Edit</Trans>
                                            </Button>
                                            <Button
                                                size="sm"
                                                variant="outline"
                                                disabled={remove.isPending}
                                                onClick={() => remove.mutate(row.id)}
                                            >
                                                <Trans>Remove</Trans>
                                            </Button>
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    )}
                </PageBlock>
                <PageBlock
                    column="side"
                    blockId="faq-entry-form"
                    title={draft.id ? <Trans>Edit the question</Trans> : <Trans>New question</Trans>}
                >
                    <form className="grid gap-3" onSubmit={submit} aria-label={t`Question`}>
                        <div className="grid gap-1">
                            <Label htmlFor="faq-topic">
                                <Trans>Topic</Trans>
                            </Label>
                            <NativeSelect
                                id="faq-topic"
                                value={draft.topic}
                                onChange={(e) => setDraft({ ...draft, topic: e.target.value as FaqTopic })}
                            >
                                {FAQ_TOPICS.map((topic) => (
                                    <NativeSelectOption key={topic} value={topic}>
                                        <TopicLabel topic={topic} />
                                    </NativeSelectOption>
                                ))}
                            </NativeSelect>
                        </div>
                        <div className="grid gap-1">
                            <Label htmlFor="faq-position">
                                <Trans>Position</Trans>
                            </Label>
                            <Input
                                id="faq-position"
                                type="number"
                                min={0}
                                value={draft.position}
                                onChange={(e) => setDraft({ ...draft, position: Number(e.target.value) || 0 })}
                            />
                        </div>
                        <div className="flex items-center gap-2">
                            <Switch
                                id="faq-enabled"
                                checked={draft.enabled}
                                onCheckedChange={(enabled: boolean) => setDraft({ ...draft, enabled })}
                            />
                            <Label htmlFor="faq-enabled">
                                <Trans>Shown to shoppers</Trans>
                            </Label>
                        </div>
                        {LOCALES.map((lang) => (
                            <fieldset key={lang} className="grid gap-1 rounded border p-2">
                                <legend className="px-1 text-sm font-medium">
                                    <LanguageName lang={lang} />
                                </legend>
                                <Label htmlFor={`faq-question-${lang}`}>
                                    <Trans>Question</Trans>
                                </Label>
                                <Input
                                    id={`faq-question-${lang}`}
                                    maxLength={FAQ_QUESTION_MAX_LENGTH}
                                    required={lang === 'zh'}
                                    value={draft.text[lang].question}
                                    onChange={(e) =>
                                        setDraft({
                                            ...draft,
                                            text: {
                                                ...draft.text,
                                                [lang]: { ...draft.text[lang], question: e.target.value },
                                            },
                                        })
                                    }
                                />
                                <Label htmlFor={`faq-answer-${lang}`}>
                                    <Trans>Answer</Trans>
                                </Label>
                                <Textarea
                                    id={`faq-answer-${lang}`}
                                    rows={4}
                                    maxLength={FAQ_ANSWER_MAX_LENGTH}
                                    required={lang === 'zh' || draft.text[lang].question.trim() !== ''}
                                    value={draft.text[lang].answer}
                                    onChange={(e) =>
                                        setDraft({
                                            ...draft,
                                            text: {
                                                ...draft.text,
                                                [lang]: { ...draft.text[lang], answer: e.target.value },
                                            },
                                        })
                                    }
                                />
                            </fieldset>
                        ))}
                        <div className="flex gap-2">
                            <Button type="submit" disabled={save.isPending}>
                                <Trans>Save</Trans>
                            </Button>
                            {draft.id ? (
                                <Button type="button" variant="outline" onClick={() => setDraft(newDraft())}>
                                    <Trans>New question</Trans>
                                </Button>
                            ) : null}
                        </div>
                    </form>
                </PageBlock>
            </PageLayout>
        </Page>
    );
}

export const faqEntries: DashboardRouteDefinition = {
    path: '/faq-entries',
    navMenuItem: {
        sectionId: 'watch-service',
        id: 'faq-entries',
        url: '/faq-entries',
        title: /* i18n */ 'FAQ',
        requiresPermission: 'ManageWatchService',
    },
    loader: () => ({ breadcrumb: () => <Trans>FAQ</Trans> }),
    component: () => <FaqEntriesPage />,
};
