import { PermissionDefinition } from '@vendure/core';

export const loggerCtx = 'ContentPlugin';

/** Staff who write drafts and keep revisions; what they write is not shown until a publisher publishes it. */
export const editContentPermission = new PermissionDefinition({
    name: 'EditContent',
    description: 'Allows writing drafts of pages, news, press releases, media and legal texts, and restoring revisions',
});

/** Staff who decide what the shop shows: publish, schedule, take back, archive and delete entries. */
export const publishContentPermission = new PermissionDefinition({
    name: 'PublishContent',
    description: 'Allows publishing, scheduling, unpublishing, archiving and deleting content entries',
});

/** Where the plugin's options are injected. */
export const CONTENT_PLUGIN_OPTIONS = Symbol('CONTENT_PLUGIN_OPTIONS');

/** The roles seeded when absent, so staff can hand them out. */
export const CONTENT_ROLES = {
    editor: { code: 'content-editor', description: 'Content editor' },
    publisher: { code: 'content-publisher', description: 'Content publisher' },
} as const;

/** Tags are kept live as one text column, each between these, so `LIKE '%|tag|%'` finds one. */
export const TAG_DELIMITER = '|';

/** Entries the scheduled task publishes in one run; the next minute's run takes the rest. */
export const MAX_SCHEDULED_PER_RUN = 100;

/** `/cms-api/` answers kept in memory per catalogue version. */
export const CMS_API_CACHE_ENTRIES = 500;
