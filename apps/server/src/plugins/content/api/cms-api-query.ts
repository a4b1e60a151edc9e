import {
    CONTENT_PATH_MAX_LENGTH,
    CONTENT_SLUG_PATTERN,
    CONTENT_TAG_MAX_LENGTH,
    CONTENT_YEAR_MAX,
    CONTENT_YEAR_MIN,
    LOCALES,
    MEDIA_TYPES,
} from '@maison/shared';
import { z } from 'zod';

/** Deeper than any list a reader pages through. */
const MAX_PAGE = 500;

const lang = z.enum(LOCALES).default('zh');
const page = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);

/** The query of each `/cms-api/` route: every parameter bounded, unknown ones refused. */
export const cmsApiQueries = {
    pages: z.strictObject({
        path: z.string().min(2).max(CONTENT_PATH_MAX_LENGTH).startsWith('/'),
        lang,
    }),
    articles: z.strictObject({ tag: z.string().min(1).max(CONTENT_TAG_MAX_LENGTH).optional(), page, lang }),
    pressReleases: z.strictObject({
        year: z.coerce.number().int().min(CONTENT_YEAR_MIN).max(CONTENT_YEAR_MAX).optional(),
        page,
        lang,
    }),
    media: z.strictObject({ type: z.enum(MEDIA_TYPES).optional(), page, lang }),
    entry: z.strictObject({ lang }),
};

export const cmsApiSlug = z.string().max(CONTENT_PATH_MAX_LENGTH).regex(CONTENT_SLUG_PATTERN);

/** A refused query as the REST face answers it: the failure code and, per parameter, what is wrong. */
export function invalidQueryBody(error: z.ZodError): { status: 'INVALID'; fields: Record<string, string> } {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
        const name = issue.path.length
            ? issue.path.join('.')
            : ((issue as { keys?: string[] }).keys?.join(',') ?? 'query');
        fields[name] ??= issue.message;
    }
    return { status: 'INVALID', fields };
}
