import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';

import { resolveResultType, ShopFailure } from '../../failures';
import { isLegalDocument } from '../legal/legal-documents';
import { MemberConsentsService } from '../services/member-consents.service';

/** More documents than exist in one call: a client's mistake, refused before anything is read. */
const MAX_DOCUMENTS_PER_CALL = 10;

@Resolver()
export class LegalConsentResolver {
    constructor(private consents: MemberConsentsService) {}

    @Query()
    @Allow(Permission.Owner)
    pendingLegalDocuments(@Ctx() ctx: RequestContext) {
        return this.consents.pending(ctx);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    async acceptLegalDocuments(@Ctx() ctx: RequestContext, @Args() args: { documents: unknown[] }) {
        const documents = Array.isArray(args.documents) ? args.documents : [];
        if (documents.length > MAX_DOCUMENTS_PER_CALL) return new ShopFailure('TOO_MANY_ITEMS', { field: 'documents' });
        const known = documents.filter(isLegalDocument);
        if (known.length === 0) return new ShopFailure('TERMS_NOT_ACCEPTED', { field: 'documents' });
        await this.consents.accept(ctx, known);
        return { __typename: 'Success', success: true };
    }
}

@Resolver('AcceptLegalDocumentsResult')
export class AcceptLegalDocumentsResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'Success');
    }
}
