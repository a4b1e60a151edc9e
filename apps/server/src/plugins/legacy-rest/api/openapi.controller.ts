import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';

import { legacyOpenApiDocument } from '../openapi/openapi-document';
import { LEGACY_CONTROLLERS } from './controllers';

/** The face's OpenAPI document, made once from its rows. */
@Controller('legacy-api')
export class OpenApiController {
    private document: string | undefined;

    @Get('openapi.json')
    openApi(@Res() res: Response): void {
        this.document ??= JSON.stringify(legacyOpenApiDocument(LEGACY_CONTROLLERS));
        res.set('Cache-Control', 'public, max-age=300').type('application/json').send(this.document);
    }
}
