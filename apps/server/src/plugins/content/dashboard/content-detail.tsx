import { Trans, useLingui } from '@lingui/react/macro';
import {
    CONTENT_KINDS,
    CONTENT_PATH_MAX_LENGTH,
    CONTENT_SEO_DESCRIPTION_MAX_LENGTH,
    CONTENT_SEO_TITLE_MAX_LENGTH,
    CONTENT_SUMMARY_MAX_LENGTH,
    CONTENT_TITLE_MAX_LENGTH,
    contentEntryHref,
    type ContentKind,
    MEDIA_TYPES,
    type MediaType,
    PATH_CONTENT_KINDS,
} from '@maison/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
    Alert,
    AlertDescription,
    api,
    Button,
    DashboardRouteDefinition,
    Input,
    Label,
    NativeSelect,
    NativeSelectOption,
    Page,
    PageActionBar,
    PageActionBarRight,
    PageBlock,
    PageLayout,
    PageTitle,
    Tabs,
    TabsContent,
    TabsList,
    TabsTrigger,
    Textarea,
    usePermissions,
} from '@vendure/dashboard';
import gql from 'graphql-tag';
import { type ReactNode, useEffect, useState } from 'react';
import { toast } from 'sonner';

import { SingleAssetField, useAssetPreviews } from './asset-field';
import { BlockEditor } from './block-editor';
import { type EntryAction, EntryActionDialogs } from './entry-actions';
import {
    beijingTime,
    blockAssetIds,
    blockItem,
    createInput,
    ENTRY_FIELDS,
    type EntryData,
    type EntryForm,
    isDirty,
    toForm,
    type TranslationForm,
    updateInput,
} from './entry-form';
import { type FieldRef, parseFieldRef } from './field-ref';
import {
    FAILURE_FIELDS,
    type Failure,
    KindLabel,
    LanguageLabel,
    MediaTypeLabel,
    Refused,
    StateBadge,
    UnpublishedChangesBadge,
    unwrap,
    useFailureMessage,
    useFieldName,
} from './labels';
import { type Language, LANGUAGES } from './languages';
import { RevisionList } from './revisions';

const RESULT = `
    __typename
    ... on ContentEntry {
        ${ENTRY_FIELDS}
    }
    ${FAILURE_FIELDS}
`;

const entryDocument = gql`
    query ContentEntryDetail($id: ID!) {
        contentEntry(id: $id) {
            ${ENTRY_FIELDS}
        }
    }
`;

const createDocument = gql`
    mutation CreateContentEntryDetail($input: CreateContentEntryInput!) {
        createContentEntry(input: $input) {
            ${RESULT}
        }
    }
`;

const updateDocument = gql`
    mutation UpdateContentEntryDetail($input: UpdateContentEntryInput!) {
        updateContentEntry(input: $input) {
            ${RESULT}
        }
    }
`;

type EntryAnswer = { __typename: 'ContentEntry' } & EntryData;

const TEXT_FIELDS = ['title', 'summary', 'seoTitle', 'seoDescription'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const MAX_LENGTH: Record<TextField, number> = {
    title: CONTENT_TITLE_MAX_LENGTH,
    summary: CONTENT_SUMMARY_MAX_LENGTH,
    seoTitle: CONTENT_SEO_TITLE_MAX_LENGTH,
    seoDescription: CONTENT_SEO_DESCRIPTION_MAX_LENGTH,
};

function TextFieldLabel({ field }: Readonly<{ field: TextField }>) {
    switch (field) {
        case 'title':
            return <Trans>Title</Trans>;
        case 'summary':
            return <Trans>Summary</Trans>;
        case 'seoTitle':
            return <Trans>SEO title</Trans>;
        default:
            return <Trans>SEO description</Trans>;
    }
}

function Field({
    id,
    label,
    invalid,
    hint,
    children,
}: Readonly<{ id: string; label: ReactNode; invalid?: boolean; hint?: ReactNode; children: ReactNode }>) {
    return (
        <div className="flex flex-col gap-1.5" data-invalid={invalid || undefined}>
            <Label htmlFor={id} className={invalid ? 'text-destructive' : undefined}>
                {label}
            </Label>
            {children}
            {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
        </div>
    );
}

type RouteProps = Readonly<{ route: Parameters<DashboardRouteDefinition['component']>[0] }>;

function ContentDetailPage({ route }: RouteProps) {
    const { t } = useLingui();
    const { id } = route.useParams() as { id: string };
    const isNew = id === 'new';
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const failureMessage = useFailureMessage();
    const fieldName = useFieldName();
    const { hasPermissions } = usePermissions();
    const canEdit = hasPermissions(['EditContent']);
    const canPublish = hasPermissions(['PublishContent']);

    const entry = useQuery({
        queryKey: ['content-entry', id],
        enabled: !isNew,
        queryFn: async () =>
            ((await api.query(entryDocument, { id })) as { contentEntry: EntryData | null }).contentEntry,
    });
    const [form, setForm] = useState<EntryForm>(() => toForm());
    const [language, setLanguage] = useState<Language>('zh');
    const [error, setError] = useState<{ message: string; ref?: FieldRef } | null>(null);
    useEffect(() => {
        if (entry.data) setForm(toForm(entry.data));
    }, [entry.data]);
    const previews = useAssetPreviews(blockAssetIds(form));

    /** The entry as the Admin API answered it, shown from now on. */
    const showEntry = (saved: EntryData) => {
        queryClient.setQueryData(['content-entry', saved.id], saved);
        void queryClient.invalidateQueries({ queryKey: ['content-revisions', saved.id] });
    };

    /** A refusal shown above the form, its field highlighted and its language's tab opened. */
    const refuse = (err: unknown, sentLanguages: readonly Language[] = []) => {
        const ref = err instanceof Refused ? parseFieldRef(err.field, sentLanguages) : undefined;
        const message =
            ref && err instanceof Refused && err.code === 'INVALID_CONTENT_INPUT'
                ? `${t`A field is not right:`} ${fieldName(ref)}`
                : failureMessage(err);
        setError({ message, ref });
        if (ref?.language) setLanguage(ref.language);
        toast.error(message);
    };

    const save = useMutation({
        mutationFn: async () => {
            if (isNew) {
                const input = createInput(form);
                const answer = (await api.mutate(createDocument, { input })) as {
                    createContentEntry: EntryAnswer | Failure;
                };
                return unwrap(answer.createContentEntry);
            }
            const input = updateInput(form, id);
            const answer = (await api.mutate(updateDocument, { input })) as {
                updateContentEntry: EntryAnswer | Failure;
            };
            return unwrap(answer.updateContentEntry);
        },
        onSuccess: async (saved) => {
            setError(null);
            toast.success(t`Draft saved`);
            showEntry(saved);
            if (isNew) await navigate({ to: `/content/${saved.id}` });
        },
        onError: (err: unknown) =>
            refuse(
                err,
                LANGUAGES.filter((l) => form.translations[l].title.trim() !== ''),
            ),
    });

    const setTranslation = (lang: Language, next: Partial<TranslationForm>) =>
        setForm((f) => ({
            ...f,
            translations: { ...f.translations, [lang]: { ...f.translations[lang], ...next } },
        }));
    const set = <K extends keyof EntryForm>(key: K, value: EntryForm[K]) => setForm((f) => ({ ...f, [key]: value }));
    const invalid = (name: string, lang?: Language) =>
        error?.ref !== undefined &&
        error.ref.blockIndex === undefined &&
        error.ref.name === name &&
        (lang === undefined || error.ref.language === lang);

    if (!isNew && entry.isLoading) {
        return (
            <Page pageId="content-entry-detail">
                <PageTitle>
                    <Trans>Entry</Trans>
                </PageTitle>
                <p className="p-4 text-muted-foreground">
                    <Trans>Loading…</Trans>
                </p>
            </Page>
        );
    }
    if (!isNew && !entry.data) {
        return (
            <Page pageId="content-entry-detail">
                <PageTitle>
                    <Trans>Entry</Trans>
                </PageTitle>
                <p className="p-4">
                    <Trans>There is no such entry or revision</Trans>
                </p>
            </Page>
        );
    }

    const saved = entry.data ?? null;
    const dirty = isDirty(form, saved);
    const isPathKind = PATH_CONTENT_KINDS.includes(form.kind);
    const pathId = 'content-path';

    return (
        <Page pageId="content-entry-detail">
            <PageTitle>{isNew ? <Trans>New entry</Trans> : form.translations.zh.title || form.path}</PageTitle>
            <PageActionBar>
                <PageActionBarRight>
                    {canEdit ? (
                        <Button onClick={() => save.mutate()} disabled={save.isPending || (!isNew && !dirty)}>
                            {isNew ? <Trans>Create draft</Trans> : <Trans>Save</Trans>}
                        </Button>
                    ) : null}
                    {saved ? (
                        <EntryActionDialogs
                            entry={saved}
                            dirty={dirty}
                            canEdit={canEdit}
                            canPublish={canPublish}
                            onDone={(action: EntryAction, next) => {
                                setError(null);
                                if (action === 'delete') {
                                    queryClient.removeQueries({ queryKey: ['content-entry', saved.id] });
                                    void navigate({ to: '/content' });
                                } else if (next) {
                                    showEntry(next);
                                }
                            }}
                            onRefused={(err) => refuse(err)}
                        />
                    ) : null}
                </PageActionBarRight>
            </PageActionBar>
            <PageLayout>
                {error ? (
                    <PageBlock column="main" blockId="content-error">
                        <Alert variant="destructive" role="alert">
                            <AlertDescription>{error.message}</AlertDescription>
                        </Alert>
                    </PageBlock>
                ) : null}
                {saved ? (
                    <PageBlock column="main" blockId="content-state">
                        <div className="flex flex-wrap items-center gap-3 text-sm" data-entry-state={saved.state}>
                            <StateBadge state={saved.state} />
                            {saved.hasUnpublishedChanges && saved.state !== 'draft' ? (
                                <UnpublishedChangesBadge />
                            ) : null}
                            {saved.state === 'scheduled' && saved.publishAt ? (
                                <span>
                                    <Trans>Publishes at</Trans> {beijingTime(saved.publishAt)} (
                                    <Trans>Beijing time</Trans>)
                                </span>
                            ) : null}
                            {saved.livePath ? (
                                <span className="text-muted-foreground">
                                    <Trans>On the shop at</Trans>{' '}
                                    <code>{contentEntryHref(saved.kind, saved.livePath)}</code>
                                </span>
                            ) : null}
                            {saved.publishedAt ? (
                                <span className="text-muted-foreground">
                                    <Trans>First published</Trans> {beijingTime(saved.publishedAt)}
                                </span>
                            ) : null}
                            {dirty ? (
                                <span className="font-medium text-amber-700 dark:text-amber-400" role="status">
                                    <Trans>This page has changes that are not saved yet.</Trans>
                                </span>
                            ) : null}
                        </div>
                    </PageBlock>
                ) : null}
                <PageBlock column="main" blockId="content-translations" title={<Trans>Texts and body</Trans>}>
                    <Tabs value={language} onValueChange={(value) => setLanguage(value as Language)}>
                        <TabsList>
                            {LANGUAGES.map((l) => (
                                <TabsTrigger key={l} value={l} data-language={l}>
                                    <LanguageLabel language={l} />
                                    {form.translations[l].title.trim() === '' ? (
                                        <span className="text-xs text-muted-foreground">
                                            {' '}
                                            (<Trans>not written</Trans>)
                                        </span>
                                    ) : null}
                                </TabsTrigger>
                            ))}
                        </TabsList>
                        {LANGUAGES.map((l) => {
                            const translation = form.translations[l];
                            const blockRef =
                                error?.ref?.blockIndex !== undefined && error.ref.language === l
                                    ? error.ref.blockIndex
                                    : undefined;
                            return (
                                <TabsContent key={l} value={l} className="flex flex-col gap-4 pt-2">
                                    {l !== 'zh' ? (
                                        <p className="text-sm text-muted-foreground">
                                            <Trans>
                                                Leave the title empty to leave this language out; the shop then shows
                                                the Chinese text.
                                            </Trans>
                                        </p>
                                    ) : null}
                                    {TEXT_FIELDS.map((field) => {
                                        const fieldId = `content-${l}-${field}`;
                                        const bad = invalid(field, l);
                                        const props = {
                                            id: fieldId,
                                            name: field,
                                            maxLength: MAX_LENGTH[field],
                                            value: translation[field],
                                            'aria-invalid': bad || undefined,
                                        };
                                        return (
                                            <Field
                                                key={field}
                                                id={fieldId}
                                                label={<TextFieldLabel field={field} />}
                                                invalid={bad}
                                            >
                                                {field === 'summary' || field === 'seoDescription' ? (
                                                    <Textarea
                                                        {...props}
                                                        onChange={(e) => setTranslation(l, { [field]: e.target.value })}
                                                    />
                                                ) : (
                                                    <Input
                                                        {...props}
                                                        onChange={(e) => setTranslation(l, { [field]: e.target.value })}
                                                    />
                                                )}
                                            </Field>
                                        );
                                    })}
                                    <div className="flex items-center gap-3">
                                        <h3 className="text-sm font-semibold">
                                            <Trans>Body</Trans>
                                        </h3>
                                        {l !== 'zh' ? (
                                            <Button
                                                type="button"
                                                size="sm"
                                                variant="outline"
                                                disabled={
                                                    translation.blocks.length > 0 ||
                                                    form.translations.zh.blocks.length === 0
                                                }
                                                title={t`For a new translation: the Chinese body's blocks, to translate here`}
                                                onClick={() =>
                                                    setTranslation(l, {
                                                        blocks: form.translations.zh.blocks.map((item) =>
                                                            blockItem(structuredClone(item.block)),
                                                        ),
                                                    })
                                                }
                                            >
                                                <Trans>Copy blocks from Chinese</Trans>
                                            </Button>
                                        ) : null}
                                    </div>
                                    <BlockEditor
                                        language={l}
                                        blocks={translation.blocks}
                                        previews={previews}
                                        invalidIndex={blockRef}
                                        onChange={(blocks) => setTranslation(l, { blocks })}
                                    />
                                </TabsContent>
                            );
                        })}
                    </Tabs>
                </PageBlock>
                {saved ? (
                    <PageBlock column="main" blockId="content-revisions" title={<Trans>Revisions</Trans>}>
                        <RevisionList
                            entry={saved}
                            canEdit={canEdit}
                            onRestored={(restored) => {
                                setError(null);
                                showEntry(restored);
                            }}
                        />
                    </PageBlock>
                ) : null}
                <PageBlock column="side" blockId="content-settings">
                    <div className="flex flex-col gap-4">
                        <Field id="content-kind" label={<Trans>Kind</Trans>}>
                            {isNew ? (
                                <NativeSelect
                                    id="content-kind"
                                    value={form.kind}
                                    onChange={(e) => set('kind', e.target.value as ContentKind)}
                                >
                                    {CONTENT_KINDS.map((kind) => (
                                        <NativeSelectOption key={kind} value={kind}>
                                            <KindLabel kind={kind} />
                                        </NativeSelectOption>
                                    ))}
                                </NativeSelect>
                            ) : (
                                <p id="content-kind" className="text-sm">
                                    <KindLabel kind={form.kind} />
                                </p>
                            )}
                        </Field>
                        <Field
                            id={pathId}
                            label={isPathKind ? <Trans>Path</Trans> : <Trans>Slug</Trans>}
                            invalid={invalid('path')}
                            hint={
                                isPathKind ? (
                                    <Trans>From the root, lower case: /about/manufacture</Trans>
                                ) : (
                                    <Trans>Lower case letters, digits and dashes: new-boutique-in-chengdu</Trans>
                                )
                            }
                        >
                            <Input
                                id={pathId}
                                name="path"
                                maxLength={CONTENT_PATH_MAX_LENGTH}
                                aria-invalid={invalid('path') || undefined}
                                value={form.path}
                                onChange={(e) => set('path', e.target.value)}
                            />
                        </Field>
                        <Field
                            id="content-tags"
                            label={<Trans>Tags</Trans>}
                            invalid={invalid('tags')}
                            hint={<Trans>Apart by commas</Trans>}
                        >
                            <Input
                                id="content-tags"
                                name="tags"
                                aria-invalid={invalid('tags') || undefined}
                                value={form.tags}
                                onChange={(e) => set('tags', e.target.value)}
                            />
                        </Field>
                        {form.kind === 'media' ? (
                            <Field
                                id="content-media-type"
                                label={<Trans>Media type</Trans>}
                                invalid={invalid('mediaType')}
                            >
                                <NativeSelect
                                    id="content-media-type"
                                    value={form.mediaType}
                                    onChange={(e) => set('mediaType', e.target.value as MediaType)}
                                >
                                    {MEDIA_TYPES.map((type) => (
                                        <NativeSelectOption key={type} value={type}>
                                            <MediaTypeLabel type={type} />
                                        </NativeSelectOption>
                                    ))}
                                </NativeSelect>
                            </Field>
                        ) : null}
                        {form.kind === 'legal' ? (
                            <Field
                                id="content-document-version"
                                label={<Trans>Document version</Trans>}
                                invalid={invalid('documentVersion')}
                                hint={<Trans>The version a member's consent names, such as 2027-01</Trans>}
                            >
                                <Input
                                    id="content-document-version"
                                    name="documentVersion"
                                    maxLength={40}
                                    aria-invalid={invalid('documentVersion') || undefined}
                                    value={form.documentVersion}
                                    onChange={(e) => set('documentVersion', e.target.value)}
                                />
                            </Field>
                        ) : null}
                        <Field
                            id="content-series"
                            label={<Trans>Series</Trans>}
                            invalid={invalid('series')}
                            hint={
                                <Trans>Entries of one series (the history's parts) link to each other in order</Trans>
                            }
                        >
                            <Input
                                id="content-series"
                                name="series"
                                maxLength={60}
                                aria-invalid={invalid('series') || undefined}
                                value={form.series}
                                onChange={(e) => set('series', e.target.value)}
                            />
                        </Field>
                        <Field
                            id="content-position"
                            label={<Trans>Position in the series</Trans>}
                            invalid={invalid('position')}
                        >
                            <Input
                                id="content-position"
                                name="position"
                                type="number"
                                min={0}
                                step={1}
                                aria-invalid={invalid('position') || undefined}
                                value={form.position}
                                onChange={(e) => set('position', e.target.value)}
                            />
                        </Field>
                    </div>
                </PageBlock>
                <PageBlock column="side" blockId="content-hero" title={<Trans>Hero picture</Trans>}>
                    <div data-invalid={invalid('heroAssetId') || undefined}>
                        {form.hero ? (
                            <img
                                src={`${form.hero.preview}?preset=small`}
                                alt={form.hero.name}
                                className="mb-3 h-32 w-full rounded-md object-cover"
                            />
                        ) : null}
                        <SingleAssetField
                            optional
                            value={form.hero?.id ?? ''}
                            preview={form.hero ?? undefined}
                            title={t`Choose the hero picture`}
                            onChange={(asset) => set('hero', asset)}
                        />
                    </div>
                </PageBlock>
            </PageLayout>
        </Page>
    );
}

export const contentDetail: DashboardRouteDefinition = {
    path: '/content/$id',
    loader: () => ({
        breadcrumb: [{ path: '/content', label: <Trans>Content</Trans> }, <Trans key="entry">Entry</Trans>],
    }),
    component: (route) => <ContentDetailPage route={route} />,
};
