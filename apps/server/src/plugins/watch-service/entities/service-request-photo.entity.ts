import type { ServicePhotoType } from '@maison/shared';
import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { ServiceRequestDraft } from './service-request-draft.entity';
import { ServiceRequest } from './service-request.entity';

/**
 * A photo of the watch's problem, kept privately by the photo storage under `storageKey`
 * (never a public asset): it belongs to a draft until the draft is submitted, then to the request.
 */
@Entity()
export class ServiceRequestPhoto extends VendureEntity {
    constructor(input?: DeepPartial<ServiceRequestPhoto>) {
        super();
        if (input) Object.assign(this, input);
    }

    @ManyToOne(() => ServiceRequestDraft, { nullable: true, onDelete: 'SET NULL' })
    draft: ServiceRequestDraft | null;

    @Index()
    @EntityId({ nullable: true })
    draftId: ID | null;

    @ManyToOne(() => ServiceRequest, (request) => request.photos, { nullable: true, onDelete: 'CASCADE' })
    request: ServiceRequest | null;

    @Index()
    @EntityId({ nullable: true })
    requestId: ID | null;

    /** Random, so the stored file's name says nothing of whose it is. */
    @Column({ type: 'varchar', length: 64 })
    storageKey: string;

    /** As the bytes proved it, not as the upload said. */
    @Column({ type: 'varchar', length: 16 })
    mimeType: ServicePhotoType;

    @Column({ type: 'integer' })
    byteSize: number;
}
