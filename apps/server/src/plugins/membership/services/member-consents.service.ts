import { Inject, Injectable } from '@nestjs/common';
import { ID, RequestContext, TransactionalConnection } from '@vendure/core';

import { ShopFailure } from '../../failures';

import { LEGAL_VERSION_SOURCE, type LegalVersionSource } from '../../../common/legal-versions';
import { MemberConsent } from '../entities/member-consent.entity';
import { CONSENT_DOCUMENT_OF, LEGAL_DOCUMENTS, type LegalDocument } from '../legal/legal-documents';
import { MemberRecordsService } from './member-records.service';

/** A document whose current version the member has not accepted. */
export interface PendingLegalDocument {
    document: LegalDocument;
    version: string;
    /** The version the member accepted last; null when they never accepted one. */
    acceptedVersion: string | null;
}

/** One acceptance, as the member's data download shows it. */
export interface ConsentRecord {
    document: LegalDocument;
    version: string;
    acceptedAt: Date;
}

/** How many consents of one member are read at once: a few per new version, so far more than any member has. */
const MAX_CONSENTS_READ = 500;

/**
 * The consent log (PIPL): which version of the privacy policy and the member terms each member
 * accepted, and when. Each version recorded is the one the LegalVersionSource answers at that
 * moment. A member whose latest acceptance of a document names another version than the
 * current one (or who never accepted it: an account staff made, or one registered for a guest's
 * orders) is asked to accept the current one.
 */
@Injectable()
export class MemberConsentsService {
    constructor(
        private connection: TransactionalConnection,
        private records: MemberRecordsService,
        @Inject(LEGAL_VERSION_SOURCE) private versions: LegalVersionSource,
    ) {}

    /** Records the member's acceptance of the current version of each document. */
    async recordCurrent(ctx: RequestContext, customerId: ID, documents: readonly LegalDocument[]): Promise<void> {
        if (documents.length === 0) return;
        const current = await this.versions.currentVersions(ctx);
        await this.connection.getRepository(ctx, MemberConsent).save(
            [...new Set(documents)].map(
                (document) =>
                    new MemberConsent({
                        customerId,
                        document: CONSENT_DOCUMENT_OF[document],
                        version: current[document],
                    }),
            ),
        );
    }

    /** The signed-in member's documents still to accept; FORBIDDEN for a visitor who is not a member. */
    async pending(ctx: RequestContext): Promise<PendingLegalDocument[]> {
        const member = await this.records.member(ctx);
        return this.pendingFor(ctx, member.id);
    }

    /**
     * Records the signed-in member's acceptance of the current version of the documents still
     * pending among `documents`; one already accepted in its current version is not logged again.
     */
    async accept(ctx: RequestContext, documents: readonly LegalDocument[]): Promise<void> {
        const member = await this.records.member(ctx);
        const pending = await this.pendingFor(ctx, member.id);
        await this.recordCurrent(
            ctx,
            member.id,
            pending.filter((p) => documents.includes(p.document)).map((p) => p.document),
        );
    }

    /**
     * Records the signed-in member's acceptance of the versions a client showed them (the
     * mini-program names each): every one must be its document's current version, else
     * TERMS_NOT_ACCEPTED naming the first that is not, and nothing is recorded. Answers the
     * documents still pending after.
     */
    async acceptVersions(
        ctx: RequestContext,
        accepted: ReadonlyArray<{ document: LegalDocument; version: string }>,
    ): Promise<PendingLegalDocument[] | ShopFailure> {
        const current = await this.versions.currentVersions(ctx);
        const stale = accepted.findIndex((a) => current[a.document] !== a.version);
        if (stale >= 0) return new ShopFailure('TERMS_NOT_ACCEPTED', { field: `documents.${stale}.version` });
        await this.accept(
            ctx,
            accepted.map((a) => a.document),
        );
        return this.pending(ctx);
    }

    /** Every acceptance of the member's, newest first. */
    async history(ctx: RequestContext, customerId: ID): Promise<ConsentRecord[]> {
        const rows = await this.connection.getRepository(ctx, MemberConsent).find({
            where: { customerId },
            order: { createdAt: 'DESC', id: 'DESC' },
            take: MAX_CONSENTS_READ,
        });
        const documentOf = new Map(LEGAL_DOCUMENTS.map((d) => [CONSENT_DOCUMENT_OF[d], d]));
        return rows.flatMap((row) => {
            const document = documentOf.get(row.document);
            return document ? [{ document, version: row.version, acceptedAt: row.createdAt }] : [];
        });
    }

    private async pendingFor(ctx: RequestContext, customerId: ID): Promise<PendingLegalDocument[]> {
        const [current, history] = await Promise.all([
            this.versions.currentVersions(ctx),
            this.history(ctx, customerId),
        ]);
        return LEGAL_DOCUMENTS.flatMap((document) => {
            const accepted = history.find((c) => c.document === document)?.version ?? null;
            return accepted === current[document]
                ? []
                : [{ document, version: current[document], acceptedVersion: accepted }];
        });
    }
}
