import { Trans, useLingui } from '@lingui/react/macro';
import { type ContactMessageState, staffContactTransitions, CONTACT_STAFF_NOTE_MAX_LENGTH } from '@maison/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
    api,
    Button,
    DashboardRouteDefinition,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    Textarea,
} from '@vendure/dashboard';
import gql from 'graphql-tag';
import { useState } from 'react';
import { toast } from 'sonner';

import { KindLabel, MESSAGE_FIELDS, type MessageRow, StateBadge } from './inbox-labels';

const messageDocument = gql`
    query ContactMessage($id: ID!) {
        contactMessage(id: $id) {
            ${MESSAGE_FIELDS}
        }
    }
`;

const updateDocument = gql`
    mutation UpdateContactMessage($input: UpdateContactMessageInput!) {
        updateContactMessage(input: $input) {
            __typename
            ... on ContactMessage {
                id
                state
                staffNote
            }
            ... on ShopFailure {
                errorCode
                field
            }
        }
    }
`;

type UpdateAnswer = {
    updateContactMessage: { __typename: 'ContactMessage' } | { __typename: 'ShopFailure'; errorCode: string };
};

function ActionLabel({ state }: Readonly<{ state: ContactMessageState }>) {
    return state === 'answered' ? <Trans>Mark answered</Trans> : <Trans>Close</Trans>;
}

/** Staff's note and the moves open on the message; the page reloads the message after each. */
function MessageActions({ message }: Readonly<{ message: MessageRow }>) {
    const { t } = useLingui();
    const queryClient = useQueryClient();
    const [note, setNote] = useState(message.staffNote);
    const save = useMutation({
        mutationFn: async (state: ContactMessageState | null) => {
            const answer = (await api.mutate(updateDocument, {
                input: { id: message.id, staffNote: note, ...(state ? { state } : {}) },
            })) as UpdateAnswer;
            if (answer.updateContactMessage.__typename === 'ShopFailure') throw new Error('refused');
        },
        onSuccess: async () => {
            toast.success(t`Message updated`);
            await queryClient.invalidateQueries({ queryKey: ['contact-message', message.id] });
        },
        onError: () => toast.error(t`The message could not be updated`),
    });
    return (
        <div className="flex flex-col gap-3">
            <label className="text-sm font-medium" htmlFor="staff-note">
                <Trans>Staff note</Trans>
            </label>
            <Textarea
                id="staff-note"
                value={note}
                maxLength={CONTACT_STAFF_NOTE_MAX_LENGTH}
                onChange={(event) => setNote(event.target.value)}
            />
            <div className="flex flex-wrap gap-2">
                {staffContactTransitions(message.state).map((state) => (
                    <Button key={state} size="sm" disabled={save.isPending} onClick={() => save.mutate(state)}>
                        <ActionLabel state={state} />
                    </Button>
                ))}
                <Button size="sm" variant="outline" disabled={save.isPending} onClick={() => save.mutate(null)}>
                    <Trans>Save note</Trans>
                </Button>
            </div>
        </div>
    );
}

function InboxDetailPage({ id }: Readonly<{ id: string }>) {
    const { data, isLoading } = useQuery({
        queryKey: ['contact-message', id],
        queryFn: () => api.query(messageDocument, { id }) as Promise<{ contactMessage: MessageRow | null }>,
    });
    const message = data?.contactMessage;
    return (
        <Page pageId="contact-message-detail">
            <PageTitle>{message ? message.subject : <Trans>Message</Trans>}</PageTitle>
            <PageLayout>
                {isLoading ? (
                    <PageBlock column="main" blockId="message">
                        <Trans>Loading…</Trans>
                    </PageBlock>
                ) : !message ? (
                    <PageBlock column="main" blockId="message">
                        <Trans>No such message</Trans>
                    </PageBlock>
                ) : (
                    <>
                        <PageBlock column="main" blockId="message" title={message.subject}>
                            <p className="whitespace-pre-line">{message.body}</p>
                        </PageBlock>
                        <PageBlock column="main" blockId="answer" title={<Trans>Answer</Trans>}>
                            <MessageActions key={`${message.state}-${message.staffNote}`} message={message} />
                        </PageBlock>
                        <PageBlock column="side" blockId="sender" title={<Trans>Sender</Trans>}>
                            <dl
                                className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
                                // A long e-mail address wraps inside the side column.
                                style={{ overflowWrap: 'anywhere' }}
                            >
                                <dt>
                                    <Trans>Status</Trans>
                                </dt>
                                <dd>
                                    <StateBadge state={message.state} />
                                </dd>
                                <dt>
                                    <Trans>Kind</Trans>
                                </dt>
                                <dd>
                                    <KindLabel kind={message.kind} />
                                </dd>
                                <dt>
                                    <Trans>Boutique</Trans>
                                </dt>
                                <dd>{message.store?.name ?? '—'}</dd>
                                <dt>
                                    <Trans>Sender name</Trans>
                                </dt>
                                <dd>{message.name}</dd>
                                <dt>
                                    <Trans>Mobile</Trans>
                                </dt>
                                <dd>{message.mobile ? <a href={`tel:${message.mobile}`}>{message.mobile}</a> : '—'}</dd>
                                <dt>
                                    <Trans>E-mail</Trans>
                                </dt>
                                <dd>{message.email ? <a href={`mailto:${message.email}`}>{message.email}</a> : '—'}</dd>
                                <dt>
                                    <Trans>Language</Trans>
                                </dt>
                                <dd>{message.languageCode}</dd>
                                <dt>
                                    <Trans>Received</Trans>
                                </dt>
                                <dd>{new Date(message.createdAt).toLocaleString()}</dd>
                                {message.answeredAt && (
                                    <>
                                        <dt>
                                            <Trans>Answered</Trans>
                                        </dt>
                                        <dd>{new Date(message.answeredAt).toLocaleString()}</dd>
                                    </>
                                )}
                            </dl>
                        </PageBlock>
                    </>
                )}
            </PageLayout>
        </Page>
    );
}

export const inboxDetail: DashboardRouteDefinition = {
    path: '/inbox/$id',
    loader: () => ({ breadcrumb: [{ path: '/inbox', label: <Trans>Inbox</Trans> }, <Trans>Message</Trans>] }),
    component: (route) => <InboxDetailPage id={String((route.useParams() as { id: string }).id)} />,
};
