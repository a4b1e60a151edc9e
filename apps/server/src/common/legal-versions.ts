import type { RequestContext } from '@vendure/core';

/** The current version of each legal document a member accepts (PIPL: the version they consented to). */
export interface LegalVersions {
    privacyPolicy: string;
    memberTerms: string;
}

/**
 * Where the current versions come from: the published legal texts once the shop has them,
 * else the versions the code was written with. Every consent the shop records names the
 * version this source answers at that moment, never one a client sends.
 */
export interface LegalVersionSource {
    currentVersions(ctx: RequestContext): Promise<LegalVersions>;
}

/** The injection token of the shop's one LegalVersionSource. */
export const LEGAL_VERSION_SOURCE = Symbol('LEGAL_VERSION_SOURCE');
