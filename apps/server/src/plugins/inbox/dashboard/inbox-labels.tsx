import { Trans } from '@lingui/react/macro';
import type { ContactKind, ContactMessageState } from '@maison/shared';
import { Badge } from '@vendure/dashboard';

/** A message as the inbox's pages read it. */
export interface MessageRow {
    id: string;
    createdAt: string;
    kind: ContactKind;
    state: ContactMessageState;
    name: string;
    mobile: string;
    email: string;
    subject: string;
    body: string;
    languageCode: string;
    staffNote: string;
    answeredAt?: string | null;
    store?: { id: string; name: string } | null;
}

export const MESSAGE_FIELDS = `
    id
    createdAt
    kind
    state
    name
    mobile
    email
    subject
    body
    languageCode
    staffNote
    answeredAt
    store {
        id
        name
    }
`;

export function KindLabel({ kind }: Readonly<{ kind: ContactKind }>) {
    return kind === 'storeContact' ? <Trans>Boutique contact</Trans> : <Trans>Service question</Trans>;
}

export function StateLabel({ state }: Readonly<{ state: ContactMessageState }>) {
    if (state === 'new') return <Trans>Awaiting answer</Trans>;
    if (state === 'answered') return <Trans>Answered</Trans>;
    return <Trans>Closed</Trans>;
}

export function StateBadge({ state }: Readonly<{ state: ContactMessageState }>) {
    const variant = state === 'new' ? 'warning' : state === 'answered' ? 'success' : 'secondary';
    return (
        <Badge variant={variant}>
            <StateLabel state={state} />
        </Badge>
    );
}
