import { MAX_SERVICE_PHOTO_BYTES } from '@maison/shared';
import { Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { Allow, Ctx, Logger, Permission, RequestContext } from '@vendure/core';
import type { Request, Response } from 'express';

import { ShopFailure } from '../../failures';
import { loggerCtx, SERVICE_PHOTO_STORAGE } from '../constants';
import type { ServicePhotoStorage } from '../photos/service-photo-storage';
import { ServiceRequestDraftsService } from '../services/service-request-drafts.service';
import { ServiceRequestsService } from '../services/service-requests.service';

/** The body of one photo, up to `limit` bytes; undefined as soon as it is longer. */
async function readBody(req: Request, limit: number): Promise<Buffer | undefined> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limit) return undefined;
        chunks.push(chunk);
    }
    return Buffer.concat(chunks);
}

function failure(res: Response, status: number, code: ShopFailure['errorCode']) {
    res.status(status).json({ errorCode: code });
}

/**
 * The one route photos of a watch sent for service travel by, apart from the APIs' small body
 * limit: a POST of one photo's bytes (any declared type: the bytes decide) into the draft the
 * `x-service-draft` header names; and a GET of a photo by the signed address the APIs give only
 * to the request's owner and to staff.
 */
@Controller('service-photos')
export class ServicePhotoController {
    constructor(
        private drafts: ServiceRequestDraftsService,
        private requests: ServiceRequestsService,
        @Inject(SERVICE_PHOTO_STORAGE) private storage: ServicePhotoStorage,
    ) {}

    @Post()
    @Allow(Permission.Public)
    async upload(@Ctx() ctx: RequestContext, @Req() req: Request, @Res() res: Response) {
        const declared = Number(req.headers['content-length'] ?? 0);
        if (declared > MAX_SERVICE_PHOTO_BYTES) {
            // Not read: the connection closes rather than take 5 MB more than it keeps.
            res.setHeader('connection', 'close');
            return failure(res, 413, 'PHOTO_TOO_LARGE');
        }
        const bytes = await readBody(req, MAX_SERVICE_PHOTO_BYTES);
        if (!bytes) {
            res.setHeader('connection', 'close');
            return failure(res, 413, 'PHOTO_TOO_LARGE');
        }
        const result = await this.drafts.addPhoto(ctx, req.headers['x-service-draft'], bytes);
        if (result instanceof ShopFailure) {
            const status = { SERVICE_REQUEST_NOT_FOUND: 404, PHOTO_TYPE_NOT_ALLOWED: 415, TOO_MANY_PHOTOS: 409 }[
                result.errorCode as string
            ];
            return failure(res, status ?? 400, result.errorCode);
        }
        res.status(201).json({ id: String(result.id), mimeType: result.mimeType, byteSize: result.byteSize });
    }

    @Get(':id')
    @Allow(Permission.Public)
    async photo(
        @Ctx() ctx: RequestContext,
        @Param('id') id: string,
        @Query('exp') exp: unknown,
        @Query('sig') sig: unknown,
        @Res() res: Response,
    ) {
        const photo = await this.requests.photoBySignature(ctx, id, exp, sig);
        const bytes = photo ? await this.storage.get(photo.storageKey) : undefined;
        if (!photo || !bytes) {
            if (photo) Logger.warn(`service photo ${id} has no file`, loggerCtx);
            return failure(res, 404, 'SERVICE_REQUEST_NOT_FOUND');
        }
        res.setHeader('content-type', photo.mimeType);
        res.setHeader('cache-control', 'private, max-age=600');
        res.setHeader('x-content-type-options', 'nosniff');
        res.setHeader('content-disposition', 'inline');
        res.end(bytes);
    }
}
