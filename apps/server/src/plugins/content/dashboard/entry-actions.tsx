import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
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
    Button,
    Input,
    Label,
} from '@vendure/dashboard';
import gql from 'graphql-tag';
import { ExternalLinkIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';

import { beijingTime, ENTRY_FIELDS, type EntryData, fromBeijingInput, toBeijingInput } from './entry-form';
import { FAILURE_FIELDS, type Failure, unwrap } from './labels';

/** What staff do to a saved entry besides saving it: preview, publish, schedule, take back, archive, delete. */

export type EntryAction = 'publish' | 'schedule' | 'unpublish' | 'archive' | 'delete';

const RESULT = `
    __typename
    ... on ContentEntry {
        ${ENTRY_FIELDS}
    }
    ${FAILURE_FIELDS}
`;

const publishDocument = gql`
    mutation PublishContentEntry($id: ID!) {
        publishContentEntry(id: $id) {
            ${RESULT}
        }
    }
`;
const scheduleDocument = gql`
    mutation ScheduleContentEntry($id: ID!, $publishAt: DateTime!) {
        scheduleContentEntry(id: $id, publishAt: $publishAt) {
            ${RESULT}
        }
    }
`;
const unpublishDocument = gql`
    mutation UnpublishContentEntry($id: ID!) {
        unpublishContentEntry(id: $id) {
            ${RESULT}
        }
    }
`;
const archiveDocument = gql`
    mutation ArchiveContentEntry($id: ID!) {
        archiveContentEntry(id: $id) {
            ${RESULT}
        }
    }
`;
const deleteDocument = gql`
    mutation DeleteContentEntry($id: ID!) {
        deleteContentEntry(id: $id) {
            result
        }
    }
`;
const previewDocument = gql`
    mutation PreviewContentEntry($id: ID!) {
        previewContentEntry(id: $id) {
            __typename
            ... on ContentPreview {
                url
                expiresAt
            }
            ${FAILURE_FIELDS}
        }
    }
`;

type EntryAnswer = { __typename: 'ContentEntry' } & EntryData;
type Preview = { __typename: 'ContentPreview'; url: string; expiresAt: string };

/** The moves each state allows, and who may make them. */
function allowed(entry: EntryData, canPublish: boolean): Record<EntryAction, boolean> {
    const { state } = entry;
    return {
        publish: canPublish && state !== 'archived' && (state !== 'published' || entry.hasUnpublishedChanges),
        // A published entry may have its changes scheduled; it stays published until then.
        schedule: canPublish && state !== 'archived' && (state !== 'published' || entry.hasUnpublishedChanges),
        // An archived entry comes back as a draft the same way.
        unpublish: canPublish && state !== 'draft',
        archive: canPublish && state !== 'archived',
        delete: canPublish && (state === 'draft' || state === 'archived'),
    };
}

async function run(action: EntryAction, id: string, publishAt?: string): Promise<EntryData | null> {
    switch (action) {
        case 'publish':
            return unwrap(
                ((await api.mutate(publishDocument, { id })) as { publishContentEntry: EntryAnswer | Failure })
                    .publishContentEntry,
            );
        case 'schedule':
            return unwrap(
                (
                    (await api.mutate(scheduleDocument, { id, publishAt })) as {
                        scheduleContentEntry: EntryAnswer | Failure;
                    }
                ).scheduleContentEntry,
            );
        case 'unpublish':
            return unwrap(
                ((await api.mutate(unpublishDocument, { id })) as { unpublishContentEntry: EntryAnswer | Failure })
                    .unpublishContentEntry,
            );
        case 'archive':
            return unwrap(
                ((await api.mutate(archiveDocument, { id })) as { archiveContentEntry: EntryAnswer | Failure })
                    .archiveContentEntry,
            );
        default: {
            const answer = (await api.mutate(deleteDocument, { id })) as { deleteContentEntry: { result: string } };
            if (answer.deleteContentEntry.result !== 'DELETED') throw new Error('NOT_DELETED');
            return null;
        }
    }
}

export function EntryActionDialogs({
    entry,
    dirty,
    canEdit,
    canPublish,
    onDone,
    onRefused,
}: Readonly<{
    entry: EntryData;
    /** While the form holds unsaved changes, nothing acts on the saved draft. */
    dirty: boolean;
    canEdit: boolean;
    canPublish: boolean;
    onDone: (action: EntryAction, entry: EntryData | null) => void;
    onRefused: (err: unknown) => void;
}>) {
    const { t } = useLingui();
    const [confirming, setConfirming] = useState<EntryAction | null>(null);
    const [publishAt, setPublishAt] = useState('');
    const [previewLink, setPreviewLink] = useState<{ url: string; expiresAt: string } | null>(null);
    const can = allowed(entry, canPublish);

    const act = useMutation({
        mutationFn: async (action: EntryAction) => {
            const at = action === 'schedule' ? fromBeijingInput(publishAt) : undefined;
            return { action, next: await run(action, entry.id, at?.toISOString()) };
        },
        onSuccess: ({ action, next }) => {
            setConfirming(null);
            toast.success(doneMessage(action));
            onDone(action, next);
        },
        onError: (err: unknown) => {
            setConfirming(null);
            onRefused(err);
        },
    });

    const preview = useMutation({
        mutationFn: async () =>
            unwrap(
                ((await api.mutate(previewDocument, { id: entry.id })) as { previewContentEntry: Preview | Failure })
                    .previewContentEntry,
            ),
        onSuccess: (link) => {
            setPreviewLink(link);
            window.open(link.url, '_blank', 'noopener');
        },
        onError: (err: unknown) => onRefused(err),
    });

    function doneMessage(action: EntryAction): string {
        switch (action) {
            case 'publish':
                return t`Published: the shop shows it now`;
            case 'schedule':
                return t`Scheduled`;
            case 'unpublish':
                return t`Taken off the shop; it is a draft again`;
            case 'archive':
                return t`Archived`;
            default:
                return t`Entry deleted`;
        }
    }

    const scheduleAt = fromBeijingInput(publishAt);
    const dialog: Record<EntryAction, { title: ReactNode; description: ReactNode; confirm: ReactNode }> = {
        publish: {
            title: <Trans>Publish this entry?</Trans>,
            description: <Trans>The latest saved draft shows on the shop from the next page view.</Trans>,
            confirm: <Trans>Publish</Trans>,
        },
        schedule: {
            title: <Trans>Schedule the publication</Trans>,
            description: <Trans>The latest saved draft is published at this time.</Trans>,
            confirm: <Trans>Schedule</Trans>,
        },
        unpublish: {
            title: <Trans>Take this entry off the shop?</Trans>,
            description: <Trans>Its page answers 404 until it is published again. It stays a draft.</Trans>,
            confirm: <Trans>Unpublish</Trans>,
        },
        archive: {
            title: <Trans>Archive this entry?</Trans>,
            description: <Trans>It leaves the shop and its lists; it is kept with its revisions.</Trans>,
            confirm: <Trans>Archive</Trans>,
        },
        delete: {
            title: <Trans>Delete this entry?</Trans>,
            description: <Trans>The entry and all its revisions are deleted. This cannot be undone.</Trans>,
            confirm: <Trans>Delete</Trans>,
        },
    };

    const button = (action: EntryAction, label: ReactNode, variant: 'default' | 'outline' | 'destructive') =>
        can[action] ? (
            <Button
                variant={variant}
                disabled={act.isPending || (dirty && (action === 'publish' || action === 'schedule'))}
                title={
                    dirty && (action === 'publish' || action === 'schedule') ? t`Save your changes first` : undefined
                }
                onClick={() => {
                    if (action === 'schedule') {
                        const soon = new Date(Date.now() + 3_600_000);
                        setPublishAt(
                            entry.publishAt ? toBeijingInput(new Date(entry.publishAt)) : toBeijingInput(soon),
                        );
                    }
                    setConfirming(action);
                }}
            >
                {label}
            </Button>
        ) : null;

    const shown = confirming ? dialog[confirming] : null;
    return (
        <>
            {canEdit ? (
                <Button
                    variant="outline"
                    disabled={preview.isPending || dirty}
                    title={dirty ? t`Save your changes first` : undefined}
                    onClick={() => preview.mutate()}
                >
                    <ExternalLinkIcon className="mr-2 h-4 w-4" />
                    <Trans>Preview</Trans>
                </Button>
            ) : null}
            {button('publish', <Trans>Publish</Trans>, 'default')}
            {button('schedule', <Trans>Schedule…</Trans>, 'outline')}
            {button(
                'unpublish',
                entry.state === 'archived' ? <Trans>Back to draft</Trans> : <Trans>Unpublish</Trans>,
                'outline',
            )}
            {button('archive', <Trans>Archive</Trans>, 'outline')}
            {button('delete', <Trans>Delete</Trans>, 'destructive')}
            {previewLink ? (
                <a
                    href={previewLink.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="self-center text-sm text-primary underline"
                    data-preview-link
                >
                    <Trans>Preview link, works until</Trans> {beijingTime(previewLink.expiresAt)}
                </a>
            ) : null}
            <AlertDialog open={shown !== null} onOpenChange={(open) => (open ? undefined : setConfirming(null))}>
                <AlertDialogContent>
                    <AlertDialogHeader>
                        <AlertDialogTitle>{shown?.title}</AlertDialogTitle>
                        <AlertDialogDescription>{shown?.description}</AlertDialogDescription>
                    </AlertDialogHeader>
                    {confirming === 'schedule' ? (
                        <div className="flex flex-col gap-1.5">
                            <Label htmlFor="content-publish-at">
                                <Trans>Publish at (Beijing time)</Trans>
                            </Label>
                            <Input
                                id="content-publish-at"
                                type="datetime-local"
                                value={publishAt}
                                min={toBeijingInput(new Date())}
                                onChange={(e) => setPublishAt(e.target.value)}
                            />
                            {scheduleAt && scheduleAt.getTime() <= Date.now() ? (
                                <p className="text-xs text-destructive" role="alert">
                                    <Trans>Choose a time in the future</Trans>
                                </p>
                            ) : null}
                        </div>
                    ) : null}
                    <AlertDialogFooter>
                        <AlertDialogCancel>
                            <Trans>Go back</Trans>
                        </AlertDialogCancel>
                        <AlertDialogAction
                            variant={confirming === 'delete' || confirming === 'archive' ? 'destructive' : 'default'}
                            disabled={
                                act.isPending ||
                                (confirming === 'schedule' && (!scheduleAt || scheduleAt.getTime() <= Date.now()))
                            }
                            onClick={() => confirming && act.mutate(confirming)}
                        >
                            {shown?.confirm}
                        </AlertDialogAction>
                    </AlertDialogFooter>
                </AlertDialogContent>
            </AlertDialog>
        </>
    );
}
