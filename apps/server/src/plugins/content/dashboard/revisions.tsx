import { Trans, useLingui } from '@lingui/react/macro';
import type { ContentBlockInput } from '@maison/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
    AlertDialog,
    AlertDialogAction,
    AlertDialogCancel,
    AlertDialogContent,
    AlertDialogDescription,
    AlertDialogFooter,
    AlertDialogHeader,
    AlertDialogTitle,
    api,
    Badge,
    Button,
    Dialog,
    DialogContent,
    DialogDescription,
    DialogHeader,
    DialogTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableHeader,
    TableRow,
    Tabs,
    TabsContent,
    TabsList,
    TabsTrigger,
} from '@vendure/dashboard';
import gql from 'graphql-tag';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';

import { beijingTime, ENTRY_FIELDS, type EntryData, type TranslationData } from './entry-form';
import { FAILURE_FIELDS, type Failure, LanguageLabel, RevisionActionLabel, unwrap, useFailureMessage } from './labels';
import { type Language, LANGUAGES } from './languages';
import { blocksAsLines, type DiffRow, sideBySide } from './text-diff';

interface Revision {
    id: string;
    createdAt: string;
    authorName: string | null;
    action: string;
    live: boolean;
    path: string;
    tags: string[];
    heroAssetId: string | null;
    documentVersion: string | null;
    translations: TranslationData[];
}

const PAGE = 20;

const revisionsDocument = gql`
    query ContentEntryRevisions($id: ID!, $options: ContentRevisionListOptions) {
        contentEntry(id: $id) {
            id
            revisions(options: $options) {
                totalItems
                items {
                    id
                    createdAt
                    authorName
                    action
                    live
                    path
                    tags
                    heroAssetId
                    documentVersion
                    translations {
                        languageCode
                        title
                        summary
                        seoTitle
                        seoDescription
                        blocks
                    }
                }
            }
        }
    }
`;

const restoreDocument = gql`
    mutation RestoreContentRevision($revisionId: ID!) {
        restoreContentRevision(revisionId: $revisionId) {
            __typename
            ... on ContentEntry {
                ${ENTRY_FIELDS}
            }
            ${FAILURE_FIELDS}
        }
    }
`;

/** One field of the comparison: the revision's value beside the draft's, marked when they differ. */
function FieldRow({ label, left, right }: Readonly<{ label: ReactNode; left: string; right: string }>) {
    const changed = left !== right;
    const cell = `whitespace-pre-wrap break-words rounded px-2 py-1 align-top ${changed ? 'bg-amber-100 dark:bg-amber-900/40' : ''}`;
    return (
        <tr data-changed={changed || undefined}>
            <th scope="row" className="w-36 py-1 pr-3 text-left align-top text-xs font-medium text-muted-foreground">
                {label}
            </th>
            <td className={cell}>{left}</td>
            <td className={cell}>{right}</td>
        </tr>
    );
}

function BodyRows({ rows }: Readonly<{ rows: DiffRow[] }>) {
    return (
        <>
            {rows.map((row, i) => (
                <tr key={i} data-changed={row.changed || undefined}>
                    <td />
                    <td
                        className={`whitespace-pre-wrap break-words px-2 py-0.5 align-top ${row.changed && row.left !== undefined ? 'bg-red-100 line-through decoration-red-400 dark:bg-red-900/40' : ''}`}
                    >
                        {row.left ?? ''}
                    </td>
                    <td
                        className={`whitespace-pre-wrap break-words px-2 py-0.5 align-top ${row.changed && row.right !== undefined ? 'bg-green-100 dark:bg-green-900/40' : ''}`}
                    >
                        {row.right ?? ''}
                    </td>
                </tr>
            ))}
        </>
    );
}

const blocksOf = (t?: TranslationData): ContentBlockInput[] => (Array.isArray(t?.blocks) ? t.blocks : []);

/** A revision beside the current draft, one language at a time: each field, then the body as text. */
function CompareDialog({
    revision,
    draft,
    onClose,
}: Readonly<{ revision: Revision; draft: EntryData; onClose: () => void }>) {
    const [language, setLanguage] = useState<Language>('zh');
    return (
        <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
            <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-5xl">
                <DialogHeader>
                    <DialogTitle>
                        <Trans>Compare a revision with the draft</Trans>
                    </DialogTitle>
                    <DialogDescription>
                        <Trans>Revision of</Trans> {beijingTime(revision.createdAt)} · <Trans>Beijing time</Trans>
                    </DialogDescription>
                </DialogHeader>
                <Tabs value={language} onValueChange={(value) => setLanguage(value as Language)}>
                    <TabsList>
                        {LANGUAGES.map((l) => (
                            <TabsTrigger key={l} value={l}>
                                <LanguageLabel language={l} />
                            </TabsTrigger>
                        ))}
                    </TabsList>
                    {LANGUAGES.map((l) => {
                        const old = revision.translations.find((t) => t.languageCode === l);
                        const now = draft.translations.find((t) => t.languageCode === l);
                        return (
                            <TabsContent key={l} value={l}>
                                <table className="w-full table-fixed border-separate border-spacing-y-1 text-sm">
                                    <thead>
                                        <tr>
                                            <th className="w-36" />
                                            <th className="text-left font-semibold">
                                                <Trans>This revision</Trans>
                                            </th>
                                            <th className="text-left font-semibold">
                                                <Trans>Current draft</Trans>
                                            </th>
                                        </tr>
                                    </thead>
                                    <tbody>
                                        <FieldRow
                                            label={<Trans>Path or slug</Trans>}
                                            left={revision.path}
                                            right={draft.path}
                                        />
                                        <FieldRow
                                            label={<Trans>Tags</Trans>}
                                            left={revision.tags.join(', ')}
                                            right={draft.tags.join(', ')}
                                        />
                                        <FieldRow
                                            label={<Trans>Title</Trans>}
                                            left={old?.title ?? ''}
                                            right={now?.title ?? ''}
                                        />
                                        <FieldRow
                                            label={<Trans>Summary</Trans>}
                                            left={old?.summary ?? ''}
                                            right={now?.summary ?? ''}
                                        />
                                        <FieldRow
                                            label={<Trans>SEO title</Trans>}
                                            left={old?.seoTitle ?? ''}
                                            right={now?.seoTitle ?? ''}
                                        />
                                        <FieldRow
                                            label={<Trans>SEO description</Trans>}
                                            left={old?.seoDescription ?? ''}
                                            right={now?.seoDescription ?? ''}
                                        />
                                        <tr>
                                            <th
                                                scope="row"
                                                className="pt-3 text-left align-top text-xs font-medium text-muted-foreground"
                                            >
                                                <Trans>Body</Trans>
                                            </th>
                                            <td />
                                            <td />
                                        </tr>
                                        <BodyRows
                                            rows={sideBySide(
                                                blocksAsLines(blocksOf(old)),
                                                blocksAsLines(blocksOf(now)),
                                            )}
                                        />
                                    </tbody>
                                </table>
                            </TabsContent>
                        );
                    })}
                </Tabs>
            </DialogContent>
        </Dialog>
    );
}

/** The entry's revisions, newest first: when, who, what the save did and whether the shop shows it. */
export function RevisionList({
    entry,
    canEdit,
    onRestored,
}: Readonly<{ entry: EntryData; canEdit: boolean; onRestored: (entry: EntryData) => void }>) {
    const { t } = useLingui();
    const failureMessage = useFailureMessage();
    const [skip, setSkip] = useState(0);
    const [comparing, setComparing] = useState<Revision | null>(null);
    const [restoring, setRestoring] = useState<Revision | null>(null);
    const revisions = useQuery({
        // The entry's updatedAt moves with every save, so the list follows the page.
        queryKey: ['content-revisions', entry.id, entry.updatedAt, skip],
        queryFn: async () =>
            (
                (await api.query(revisionsDocument, { id: entry.id, options: { skip, take: PAGE } })) as {
                    contentEntry: { revisions: { items: Revision[]; totalItems: number } } | null;
                }
            ).contentEntry?.revisions ?? { items: [], totalItems: 0 },
    });
    const restore = useMutation({
        mutationFn: async (revisionId: string) =>
            unwrap(
                (
                    (await api.mutate(restoreDocument, { revisionId })) as {
                        restoreContentRevision: ({ __typename: 'ContentEntry' } & EntryData) | Failure;
                    }
                ).restoreContentRevision,
            ),
        onSuccess: (restored) => {
            setRestoring(null);
            setSkip(0);
            toast.success(t`The revision is the draft again; publish it to show it on the shop`);
            onRestored(restored);
        },
        onError: (err: unknown) => {
            setRestoring(null);
            toast.error(failureMessage(err));
        },
    });

    const total = revisions.data?.totalItems ?? 0;
    return (
        <div className="flex flex-col gap-3">
            {revisions.isError ? (
                <p className="text-destructive" role="alert">
                    <Trans>The revisions could not be loaded</Trans>
                </p>
            ) : (
                <Table>
                    <TableHeader>
                        <TableRow>
                            <TableHead>
                                <Trans>Saved (Beijing time)</Trans>
                            </TableHead>
                            <TableHead>
                                <Trans>Author</Trans>
                            </TableHead>
                            <TableHead>
                                <Trans>Action</Trans>
                            </TableHead>
                            <TableHead>
                                <Trans>On the shop</Trans>
                            </TableHead>
                            <TableHead />
                        </TableRow>
                    </TableHeader>
                    <TableBody>
                        {(revisions.data?.items ?? []).map((revision) => (
                            <TableRow key={revision.id} data-revision={revision.id}>
                                <TableCell>{beijingTime(revision.createdAt)}</TableCell>
                                <TableCell>{revision.authorName ?? t`The shop`}</TableCell>
                                <TableCell>
                                    <RevisionActionLabel action={revision.action} />
                                </TableCell>
                                <TableCell>
                                    {revision.live ? (
                                        <Badge variant="success">
                                            <Trans>Live</Trans>
                                        </Badge>
                                    ) : null}
                                </TableCell>
                                <TableCell className="flex justify-end gap-2">
                                    <Button size="sm" variant="outline" onClick={() => setComparing(revision)}>
                                        <Trans>Compare</Trans>
                                    </Button>
                                    {canEdit ? (
                                        <Button
                                            size="sm"
                                            variant="outline"
                                            disabled={restore.isPending}
                                            onClick={() => setRestoring(revision)}
                                        >
                                            <Trans>Restore</Trans>
                                        </Button>
                                    ) : null}
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            )}
            {total > PAGE ? (
                <div className="flex items-center gap-2">
                    <Button size="sm" variant="outline" disabled={skip === 0} onClick={() => setSkip(skip - PAGE)}>
                        <Trans>Newer</Trans>
                    </Button>
                    <Button
                        size="sm"
                        variant="outline"
                        disabled={skip + PAGE >= total}
                        onClick={() => setSkip(skip + PAGE)}
                    >
                        <Trans>Older</Trans>
                    </Button>
                </div>
            ) : null}
            {comparing ? <CompareDialog revision={comparing} draft={entry} onClose={() => setComparing(null)} /> : null}
            <AlertDialog open={restoring !== null} onOpenChange={(open) => (open ? undefined : setRestoring(null))}>
                <AlertDialogContent>
                    <AlertDialogHeader>
                        <AlertDialogTitle>
                            <Trans>Restore this revision?</Trans>
                        </AlertDialogTitle>
                        <AlertDialogDescription>
                            <Trans>
                                Its texts and blocks become the draft, kept as a new revision. The shop goes on showing
                                what is published until the entry is published again.
                            </Trans>
                        </AlertDialogDescription>
                    </AlertDialogHeader>
                    <AlertDialogFooter>
                        <AlertDialogCancel>
                            <Trans>Keep the draft</Trans>
                        </AlertDialogCancel>
                        <AlertDialogAction
                            disabled={restore.isPending}
                            onClick={() => restoring && restore.mutate(restoring.id)}
                        >
                            <Trans>Restore</Trans>
                        </AlertDialogAction>
                    </AlertDialogFooter>
                </AlertDialogContent>
            </AlertDialog>
        </div>
    );
}
