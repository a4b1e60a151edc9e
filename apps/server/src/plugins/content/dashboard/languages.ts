/** The languages an entry is written in, in the order staff see their tabs: Chinese first. */
export const LANGUAGES = ['zh', 'en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
