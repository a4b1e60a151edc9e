import type { ContentKind, ContentState, MediaType } from '@maison/shared';
import { Asset, DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

/**
 * A page, news article, press release, media item, legal text or campaign (issue 32). Its
 * texts live in its revisions; the entry points at the draft (the newest revision), the one
 * the shop shows, and the one a schedule will publish, and keeps live copies of what the
 * shop's lists filter by, so a list is one query on this table.
 */
@Entity()
@Index(['kind', 'path'], { unique: true })
@Index(['kind', 'state', 'publishedAt'])
export class ContentEntry extends VendureEntity {
    constructor(input?: DeepPartial<ContentEntry>) {
        super();
        // See ProductReview: class fields would reset what super(input) copied.
        if (input) Object.assign(this, input);
    }

    @Column({ type: 'varchar', length: 16 })
    kind: ContentKind;

    @Column({ type: 'varchar', length: 16, default: 'draft' })
    state: ContentState;

    /** The draft's path (page, legal, campaign) or slug (news, press, media). */
    @Column({ type: 'varchar', length: 200 })
    path: string;

    /**
     * Where the shop last showed the entry: what it answers at while published. Kept when the
     * entry is taken back, so a publication at another path redirects from it; read only with
     * the state, and held from other entries as any path of this entry is.
     */
    @Index()
    @Column({ type: 'varchar', length: 200, nullable: true })
    livePath: string | null;

    /** The path the scheduled revision will be published at, held from other entries until then. */
    @Column({ type: 'varchar', length: 200, nullable: true })
    scheduledPath: string | null;

    /** The live revision's tags, each between delimiters (`|a|b|`), '' for none. */
    @Column({ type: 'varchar', length: 600, default: '' })
    liveTags: string;

    @Column({ type: 'varchar', length: 64, nullable: true })
    series: string | null;

    @Column({ type: 'integer', default: 0 })
    position: number;

    @Column({ type: 'varchar', length: 16, nullable: true })
    mediaType: MediaType | null;

    /** When a scheduled revision is to be published. */
    @Column({ type: Date, nullable: true })
    publishAt: Date | null;

    /** The first publication: the date an article bears. */
    @Column({ type: Date, nullable: true })
    publishedAt: Date | null;

    /** When the live revision last changed. */
    @Column({ type: Date, nullable: true })
    liveSince: Date | null;

    /** The draft's hero picture. */
    @ManyToOne(() => Asset, { nullable: true, onDelete: 'SET NULL' })
    heroAsset: Asset | null;

    @EntityId({ nullable: true })
    heroAssetId: ID | null;

    @EntityId({ nullable: true })
    draftRevisionId: ID | null;

    @EntityId({ nullable: true })
    liveRevisionId: ID | null;

    @EntityId({ nullable: true })
    scheduledRevisionId: ID | null;
}
