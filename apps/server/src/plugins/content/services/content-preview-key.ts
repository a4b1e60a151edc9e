import { hkdfSync } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { ConfigService } from '@vendure/core';

/**
 * The key preview links are signed with: derived from the cookie secret (a key of its own for
 * this purpose, and no new secret to keep), so links survive a restart and work on every
 * instance behind the load balancer.
 */
@Injectable()
export class ContentPreviewKey {
    readonly key: Buffer;

    constructor(configService: ConfigService) {
        const secret = configService.authOptions.cookieOptions.secret;
        // Without a secret every shop would sign previews with the same key: anyone could make one.
        if (typeof secret !== 'string' || secret.length === 0)
            throw new Error('The cookie secret is not set: content preview links cannot be signed');
        this.key = Buffer.from(hkdfSync('sha256', secret, 'morvaux-content', 'content-preview-token', 32));
    }
}
