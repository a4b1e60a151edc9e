import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { SignedCertificate } from '@maison/shared';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';

import { ShopFailure, resolveResultType } from '../../failures';
import { WatchServiceHistoryService } from '../services/watch-service-history.service';
import { type RegisterWatchInput, type WarrantyCardView, WarrantyService } from '../services/warranty.service';

/** The certificate's fields as the schema has them: the payload's, flat, and the signature's. */
function certificateFields(cert: SignedCertificate) {
    return {
        __typename: 'WatchCertificate',
        ...cert.payload,
        canonical: cert.canonical,
        algorithm: cert.algorithm,
        signature: cert.signature,
        publicKey: cert.publicKey,
    };
}

@Resolver()
export class WarrantyShopResolver {
    constructor(private warranty: WarrantyService) {}

    @Query()
    @Allow(Permission.Owner)
    myWatches(@Ctx() ctx: RequestContext) {
        return this.warranty.myWatches(ctx);
    }

    /** Public: the certificate page is for anyone holding a watch, member or not. */
    @Query()
    async watchCertificate(@Ctx() ctx: RequestContext, @Args() args: { serial: string }) {
        const result = await this.warranty.certificate(ctx, String(args.serial ?? ''));
        return result instanceof ShopFailure ? result : certificateFields(result);
    }

    @Query()
    watchCertificateKey() {
        return this.warranty.publishedKey();
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    registerWatch(@Ctx() ctx: RequestContext, @Args() args: { input: RegisterWatchInput }) {
        return this.warranty.register(ctx, args.input);
    }
}

/** A card's service history, asked only when a page shows it. */
@Resolver('WarrantyCard')
export class WarrantyCardResolver {
    constructor(private history: WatchServiceHistoryService) {}

    @ResolveField()
    serviceHistory(@Ctx() ctx: RequestContext, @Parent() card: WarrantyCardView) {
        return this.history.forWatch(ctx, card.id);
    }
}

@Resolver('RegisterWatchResult')
export class RegisterWatchResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'WarrantyCard');
    }
}

@Resolver('WatchCertificateResult')
export class WatchCertificateResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'WatchCertificate');
    }
}
