import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

import { legacyCallOf } from './legacy-auth.guard';

/** The call the guard prepared: its context and its parsed params, query and body. */
export const LegacyInput = createParamDecorator((_data: unknown, context: ExecutionContext) =>
    legacyCallOf(context.switchToHttp().getRequest<Request>()),
);
