import { CONSENT_DOCUMENT_PATHS, MEMBER_TERMS_VERSION, PRIVACY_POLICY_VERSION } from '@maison/shared';
import { Injectable } from '@nestjs/common';
import { RequestContext, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

import { ContentEntry } from '../entities/content-entry.entity';
import { ContentRevision } from '../entities/content-revision.entity';

export interface LegalDocumentVersions {
    privacyPolicy: string;
    memberTerms: string;
}

/**
 * The versions of the legal texts a member accepts: those of the published documents at
 * CONSENT_DOCUMENT_PATHS, or the shared constants while none is published (a shop without content).
 */
@Injectable()
export class LegalDocumentsService {
    constructor(private connection: TransactionalConnection) {}

    async currentVersions(ctx: RequestContext): Promise<LegalDocumentVersions> {
        const paths = Object.values(CONSENT_DOCUMENT_PATHS);
        const entries = await this.connection.getRepository(ctx, ContentEntry).find({
            where: { kind: 'legal', state: 'published', livePath: In(paths) },
            select: { id: true, livePath: true, liveRevisionId: true },
        });
        const ids = entries.map((e) => e.liveRevisionId).filter((id) => id !== null);
        const revisions = ids.length
            ? await this.connection.getRepository(ctx, ContentRevision).find({ where: { id: In(ids) } })
            : [];
        const versionAt = (path: string) => {
            const entry = entries.find((e) => e.livePath === path);
            return (
                revisions.find((r) => String(r.id) === String(entry?.liveRevisionId))?.snapshot.documentVersion ??
                undefined
            );
        };
        return {
            privacyPolicy: versionAt(CONSENT_DOCUMENT_PATHS.privacyPolicy) ?? PRIVACY_POLICY_VERSION,
            memberTerms: versionAt(CONSENT_DOCUMENT_PATHS.memberTerms) ?? MEMBER_TERMS_VERSION,
        };
    }
}
