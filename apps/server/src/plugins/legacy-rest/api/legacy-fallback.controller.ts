import { All, Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';

import { legacyLanguage } from './legacy-auth.guard';
import { failureBody } from './legacy-exception.filter';
import { legacyMessage } from './legacy-messages';

/** Any other path under the face: 404 in the face's own shape, not Nest's. Registered last. */
@Controller('legacy-api')
export class LegacyFallbackController {
    @All('*path')
    notFound(@Req() req: Request, @Res() res: Response): void {
        res.status(404).json(
            failureBody('data', 'ENTITY_NOT_FOUND', legacyMessage('ENTITY_NOT_FOUND', legacyLanguage(req))),
        );
    }
}
