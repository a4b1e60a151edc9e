import fs from 'node:fs';
import path from 'node:path';

import type { ContentSeeder, ContentSeedResult, DemoContent, DemoContentBlock } from '@maison/demo-catalogue';
import type { ContentBlockInput } from '@maison/shared';
import { Injectable } from '@nestjs/common';
import {
    AssetService,
    type ID,
    isGraphQlErrorResult,
    LanguageCode,
    RequestContext,
    RequestContextService,
    TransactionalConnection,
} from '@vendure/core';

import { ContentEntry } from '../entities/content-entry.entity';
import { ContentEditorService } from './content-editor.service';
import { ContentPublishingService } from './content-publishing.service';

/** The tag the demo content's files carry in the asset library. */
const CONTENT_ASSET_TAG = 'content';

/**
 * Loads the demo content into a shop that has none: each file the entries name imported once
 * as an asset, each entry created and published with the date the data gives it. A shop with
 * any entry is left alone, so what staff deleted does not come back on the next start.
 */
@Injectable()
export class ContentSeedService implements ContentSeeder {
    constructor(
        private connection: TransactionalConnection,
        private requestContexts: RequestContextService,
        private assets: AssetService,
        private editor: ContentEditorService,
        private publishing: ContentPublishingService,
    ) {}

    async seedContent(data: DemoContent, fileDir: string): Promise<ContentSeedResult> {
        const ctx = await this.requestContexts.create({ apiType: 'admin', languageCode: LanguageCode.zh });
        return this.connection.withTransaction(ctx, async (tx) => {
            const result: ContentSeedResult = { entries: 0, assets: 0 };
            if ((await this.connection.getRepository(tx, ContentEntry).count()) > 0) return result;
            const imported = new Map<string, ID>();
            const asset = async (file: string): Promise<string> => {
                let id = imported.get(file);
                if (id === undefined) {
                    id = await this.importFile(tx, path.join(fileDir, file));
                    imported.set(file, id);
                    result.assets++;
                }
                return String(id);
            };
            const entries = this.connection.getRepository(tx, ContentEntry);
            for (const demo of data.entries) {
                const translations = [];
                for (const [languageCode, t] of Object.entries(demo.translations)) {
                    const blocks: ContentBlockInput[] = [];
                    for (const block of t.blocks) blocks.push(await this.blockOf(block, asset));
                    translations.push({
                        languageCode,
                        title: t.title,
                        summary: t.summary,
                        seoTitle: t.seoTitle,
                        seoDescription: t.seoDescription,
                        blocks,
                    });
                }
                const created = await this.editor.create(tx, {
                    kind: demo.kind,
                    path: demo.path,
                    tags: demo.tags,
                    heroAssetId: demo.hero ? await asset(demo.hero) : null,
                    documentVersion: demo.documentVersion,
                    mediaType: demo.mediaType,
                    series: demo.series,
                    position: demo.position,
                    translations,
                });
                await this.publishing.publish(tx, created.id);
                // The date an article bears is the data's, not the seed's.
                await entries.update(
                    { id: created.id },
                    { publishedAt: new Date(demo.publishedAt), liveSince: new Date(demo.publishedAt) },
                );
                result.entries++;
            }
            return result;
        });
    }

    private async blockOf(
        block: DemoContentBlock,
        asset: (file: string) => Promise<string>,
    ): Promise<ContentBlockInput> {
        switch (block.type) {
            case 'picture':
                return { type: 'picture', assetId: await asset(block.file), alt: block.alt, caption: block.caption };
            case 'gallery': {
                const pictures = [];
                for (const p of block.pictures)
                    pictures.push({ assetId: await asset(p.file), alt: p.alt, caption: p.caption });
                return { type: 'gallery', pictures };
            }
            case 'video':
                return {
                    type: 'video',
                    assetId: await asset(block.file),
                    posterAssetId: block.poster ? await asset(block.poster) : undefined,
                    caption: block.caption,
                };
            case 'downloads': {
                const files = [];
                for (const f of block.files) files.push({ assetId: await asset(f.file), label: f.label });
                return { type: 'downloads', title: block.title, files };
            }
            default:
                return block;
        }
    }

    private async importFile(ctx: RequestContext, file: string): Promise<ID> {
        const created = await this.assets.createFromFileStream(fs.createReadStream(file), file, ctx);
        if (isGraphQlErrorResult(created)) throw new Error(`${file}: ${created.message}`);
        await this.assets.update(ctx, { id: created.id, tags: [CONTENT_ASSET_TAG] });
        return created.id;
    }
}
