import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
    Allow,
    Ctx,
    type ID,
    type ListQueryOptions,
    RequestContext,
    Transaction,
    TransactionalConnection,
} from '@vendure/core';

import { resolveResultType, withFailureResult } from '../../failures';
import { editContentPermission, publishContentPermission } from '../constants';
import type { ContentEntry } from '../entities/content-entry.entity';
import {
    type AdminContentEntry,
    ContentEditorService,
    type CreateContentEntryInput,
    type UpdateContentEntryInput,
} from '../services/content-editor.service';
import { ContentPublishingService } from '../services/content-publishing.service';

const Edit = editContentPermission.Permission;
const Publish = publishContentPermission.Permission;

/** Staff's side of the content: EditContent writes drafts, PublishContent decides what the shop shows. */
@Resolver()
export class ContentAdminResolver {
    constructor(
        private editor: ContentEditorService,
        private publishing: ContentPublishingService,
        private connection: TransactionalConnection,
    ) {}

    @Query()
    @Allow(Edit, Publish)
    contentEntries(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<ContentEntry> }) {
        return this.editor.findAll(ctx, args.options);
    }

    @Query()
    @Allow(Edit, Publish)
    contentEntry(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.editor.findOne(ctx, args.id);
    }

    @Query()
    @Allow(Edit, Publish)
    contentRevision(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.editor.revisionById(ctx, args.id);
    }

    @Mutation()
    @Allow(Edit)
    createContentEntry(@Ctx() ctx: RequestContext, @Args() args: { input: CreateContentEntryInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.editor.create(tx, args.input));
    }

    @Mutation()
    @Allow(Edit)
    updateContentEntry(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateContentEntryInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.editor.update(tx, args.input));
    }

    @Mutation()
    @Allow(Edit)
    restoreContentRevision(@Ctx() ctx: RequestContext, @Args() args: { revisionId: ID }) {
        return withFailureResult(this.connection, ctx, (tx) => this.editor.restore(tx, args.revisionId));
    }

    @Mutation()
    @Allow(Edit)
    previewContentEntry(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return withFailureResult(this.connection, ctx, (tx) => this.editor.preview(tx, args.id));
    }

    @Mutation()
    @Allow(Publish)
    publishContentEntry(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.afterwards(ctx, (tx) => this.publishing.publish(tx, args.id));
    }

    @Mutation()
    @Allow(Publish)
    scheduleContentEntry(@Ctx() ctx: RequestContext, @Args() args: { id: ID; publishAt: Date }) {
        return this.afterwards(ctx, (tx) => this.publishing.schedule(tx, args.id, new Date(args.publishAt)));
    }

    @Mutation()
    @Allow(Publish)
    unpublishContentEntry(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.afterwards(ctx, (tx) => this.publishing.unpublish(tx, args.id));
    }

    @Mutation()
    @Allow(Publish)
    archiveContentEntry(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.afterwards(ctx, (tx) => this.publishing.archive(tx, args.id));
    }

    @Mutation()
    @Transaction()
    @Allow(Publish)
    deleteContentEntry(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.publishing.delete(ctx, args.id);
    }

    /** A publishing move in its own transaction, answered with the entry as staff see it. */
    private afterwards(ctx: RequestContext, move: (tx: RequestContext) => Promise<ContentEntry>) {
        return withFailureResult(this.connection, ctx, async (tx) => {
            const entry = await move(tx);
            return (await this.editor.findOne(tx, entry.id)) as AdminContentEntry;
        });
    }
}

@Resolver('ContentEntry')
export class ContentEntryAdminResolver {
    constructor(private editor: ContentEditorService) {}

    @ResolveField()
    revisions(
        @Ctx() ctx: RequestContext,
        @Parent() entry: AdminContentEntry,
        @Args() args: { options?: { skip?: number | null; take?: number | null } },
    ) {
        return this.editor.revisions(ctx, entry.id, args.options ?? {});
    }
}

@Resolver('ContentEntryResult')
export class ContentEntryResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'ContentEntry');
    }
}

@Resolver('ContentPreviewResult')
export class ContentPreviewResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'ContentPreview');
    }
}
