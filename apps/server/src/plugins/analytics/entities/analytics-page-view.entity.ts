import type { AnalyticsChannel, AnalyticsPageType } from '@maison/shared';
import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/**
 * One page seen by a visitor who consented, keyed by the client's id of that page view. Its
 * engaged, leave and load times are updated in place as the client reports them: one row per
 * page view, never one per heartbeat. Holds no address and no referrer beyond its host.
 */
@Entity()
export class AnalyticsPageView extends VendureEntity {
    constructor(input?: DeepPartial<AnalyticsPageView>) {
        super();
        // See ProductReview: class fields would reset what super(input) copied.
        if (input) Object.assign(this, input);
    }

    @Index({ unique: true })
    @Column({ type: 'varchar', length: 64 })
    viewId: string;

    /** The client's opaque visitor id (made by the browser after consent). */
    @Column({ type: 'varchar', length: 64 })
    visitor: string;

    /** sha256 of the day's salt, the client's address and user agent: counts visitors, names none. */
    @Column({ type: 'varchar', length: 64 })
    visitorHash: string;

    /** HMAC of the member's customer id when signed in; no way back to the member without the key. */
    @Column({ type: 'varchar', length: 64, nullable: true })
    memberKey: string | null;

    @Index()
    @Column({ type: Date })
    at: Date;

    /** The shop's calendar day (Beijing) the view was received on, YYYY-MM-DD. */
    @Index()
    @Column({ type: 'varchar', length: 10 })
    day: string;

    @Column({ type: 'varchar', length: 512 })
    path: string;

    @Column({ type: 'varchar', length: 16 })
    pageType: AnalyticsPageType;

    @Column({ type: 'varchar', length: 16 })
    channel: AnalyticsChannel;

    @Column({ type: 'varchar', length: 255, nullable: true })
    referrerHost: string | null;

    @Column({ type: 'varchar', length: 128, nullable: true })
    utmSource: string | null;

    @Column({ type: 'varchar', length: 128, nullable: true })
    utmMedium: string | null;

    @Column({ type: 'varchar', length: 128, nullable: true })
    utmCampaign: string | null;

    /** The page's visible time so far, the largest the client reported (capped). */
    @Column({ type: 'integer', default: 0 })
    engagedMs: number;

    /** How long the page was open when left, capped at 432,000 s. */
    @Column({ type: 'integer', nullable: true })
    leaveMs: number | null;

    /** How long the page took to load, capped at 120 s. */
    @Column({ type: 'integer', nullable: true })
    loadMs: number | null;
}
