import { Trans, useLingui } from '@lingui/react/macro';
import type { ContentBlockType, ContentKind, ContentState, MediaType } from '@maison/shared';
import { Badge } from '@vendure/dashboard';

import type { Language } from './languages';

/** The words staff read for the content plugin's values, each translated in i18n/*.po. */

export function LanguageLabel({ language }: Readonly<{ language: Language }>) {
    if (language === 'zh') return <Trans>Chinese</Trans>;
    if (language === 'en') return <Trans>English</Trans>;
    return <Trans>German</Trans>;
}

export function KindLabel({ kind }: Readonly<{ kind: ContentKind }>) {
    switch (kind) {
        case 'page':
            return <Trans>Brand page</Trans>;
        case 'news':
            return <Trans>News article</Trans>;
        case 'press':
            return <Trans>Press release</Trans>;
        case 'media':
            return <Trans>Media item</Trans>;
        case 'legal':
            return <Trans>Legal document</Trans>;
        default:
            return <Trans>Campaign</Trans>;
    }
}

export function useKindName(): (kind: ContentKind) => string {
    const { t } = useLingui();
    return (kind) => {
        switch (kind) {
            case 'page':
                return t`Brand page`;
            case 'news':
                return t`News article`;
            case 'press':
                return t`Press release`;
            case 'media':
                return t`Media item`;
            case 'legal':
                return t`Legal document`;
            default:
                return t`Campaign`;
        }
    };
}

export function useStateName(): (state: ContentState) => string {
    const { t } = useLingui();
    return (state) => {
        switch (state) {
            case 'draft':
                return t`Draft`;
            case 'scheduled':
                return t`Scheduled`;
            case 'published':
                return t`Published`;
            default:
                return t`Archived`;
        }
    };
}

export function StateBadge({ state }: Readonly<{ state: ContentState }>) {
    const stateName = useStateName();
    const variant =
        state === 'published'
            ? 'success'
            : state === 'scheduled'
              ? 'warning'
              : state === 'archived'
                ? 'secondary'
                : 'outline';
    return (
        <Badge variant={variant} data-state={state}>
            {stateName(state)}
        </Badge>
    );
}

/** Shown beside the state while the draft holds changes the shop does not show yet. */
export function UnpublishedChangesBadge() {
    return (
        <Badge variant="warning" data-unpublished-changes="true">
            <Trans>Unpublished changes</Trans>
        </Badge>
    );
}

export function MediaTypeLabel({ type }: Readonly<{ type: MediaType }>) {
    if (type === 'picture') return <Trans>Picture</Trans>;
    if (type === 'video') return <Trans>Video</Trans>;
    return <Trans>Press kit or fact sheet</Trans>;
}

export function BlockTypeLabel({ type }: Readonly<{ type: ContentBlockType }>) {
    switch (type) {
        case 'richText':
            return <Trans>Rich text</Trans>;
        case 'picture':
            return <Trans>Picture</Trans>;
        case 'gallery':
            return <Trans>Gallery</Trans>;
        case 'video':
            return <Trans>Video</Trans>;
        case 'quote':
            return <Trans>Quote</Trans>;
        case 'products':
            return <Trans>Products</Trans>;
        case 'cta':
            return <Trans>Call to action</Trans>;
        default:
            return <Trans>Downloads</Trans>;
    }
}

/** What a revision's save did, as the Admin API names it (saved, published, …). */
export function RevisionActionLabel({ action }: Readonly<{ action: string }>) {
    switch (action) {
        case 'saved':
            return <Trans>Saved</Trans>;
        case 'published':
            return <Trans>Published</Trans>;
        case 'scheduled':
            return <Trans>Scheduled</Trans>;
        case 'unpublished':
            return <Trans>Unpublished</Trans>;
        case 'archived':
            return <Trans>Archived</Trans>;
        case 'restored':
            return <Trans>Restored</Trans>;
        default:
            return <>{action}</>;
    }
}

/** What a result union's ShopFailure member is read for, in the plugin's documents. */
export const FAILURE_FIELDS = '... on ShopFailure { errorCode field }';

/** A refusal of the content plugin's Admin API, by its failure code (packages/shared, failures.ts). */
export class Refused extends Error {
    constructor(
        readonly code: string,
        readonly field?: string | null,
    ) {
        super(code);
    }
}

/** A result union's ShopFailure member, as FAILURE_FIELDS reads it. */
export type Failure = { __typename: 'ShopFailure'; errorCode: string; field?: string | null };

/** A result union's answer: the value, or a Refused carrying the ShopFailure's code. */
export function unwrap<T extends { __typename: string }>(result: T | Failure): T {
    if (result.__typename === 'ShopFailure') {
        const failure = result as Failure;
        throw new Refused(failure.errorCode, failure.field);
    }
    return result as T;
}

/**
 * The message staff read for a failure the Admin API answered, by its code; never its sentence.
 * The plugin's catalogues reach the page uncompiled, so no message holds a placeholder: a value
 * is written beside its message.
 */
export function useFailureMessage(): (err: unknown) => string {
    const { t } = useLingui();
    return (err) => {
        const code = err instanceof Refused ? err.code : graphQLErrorCode(err);
        switch (code) {
            case 'INVALID_CONTENT_INPUT':
                return `${t`A field is not right:`} ${err instanceof Refused ? (err.field ?? '') : ''}`.trim();
            case 'CONTENT_PATH_TAKEN':
                return t`Another entry of this kind already has this path or slug`;
            case 'CONTENT_NOT_FOUND':
                return t`There is no such entry or revision`;
            case 'CONTENT_STATE_CONFLICT':
                return t`The entry's state does not allow this; it may have been changed meanwhile`;
            case 'FORBIDDEN':
                return t`You are not allowed to do this`;
            default:
                return t`The change could not be made`;
        }
    };
}

/** The code of a GraphQL error the dashboard's client threw (Vendure's FORBIDDEN, for one). */
function graphQLErrorCode(err: unknown): string | undefined {
    if (typeof err !== 'object' || err === null) return undefined;
    const code = (err as { extensions?: { code?: unknown } }).extensions?.code;
    return typeof code === 'string' ? code : undefined;
}

/** The words for a field a refusal names (field-ref.ts), in the words of the page's labels. */
export function useFieldName(): (ref: { name: string; language?: Language; blockIndex?: number }) => string {
    const { t } = useLingui();
    const names: Record<string, string> = {
        path: t`Path or slug`,
        tags: t`Tags`,
        heroAssetId: t`Hero picture`,
        documentVersion: t`Document version`,
        mediaType: t`Media type`,
        series: t`Series`,
        position: t`Position in the series`,
        translations: t`Texts and body`,
        title: t`Title`,
        summary: t`Summary`,
        seoTitle: t`SEO title`,
        seoDescription: t`SEO description`,
        blocks: t`Body`,
    };
    const languages: Record<Language, string> = { zh: t`Chinese`, en: t`English`, de: t`German` };
    return (ref) => {
        const parts = [
            ref.blockIndex === undefined
                ? (names[ref.name] ?? ref.name)
                : `${t`Body`}, ${t`block`} ${ref.blockIndex + 1}`,
        ];
        if (ref.language) parts.push(`(${languages[ref.language]})`);
        return parts.join(' ');
    };
}
