import { GraphQLTypesLoader } from '@nestjs/graphql';
import { getFinalVendureSchema, preBootstrapConfig, VENDURE_SHOP_API_TYPE_PATHS } from '@vendure/core';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { config } from '../src/process-config';

describe('the storefront schema file', () => {
    it('is what the server builds today (run `npm run schema` after changing the Shop API)', async () => {
        const sdl = await getFinalVendureSchema({
            config: await preBootstrapConfig(config),
            typePaths: VENDURE_SHOP_API_TYPE_PATHS,
            typesLoader: new GraphQLTypesLoader(),
            apiType: 'shop',
            output: 'sdl',
        });
        const committed = fs.readFileSync(path.join(__dirname, '../../storefront/schema.graphql'), 'utf8');
        expect(committed).toBe(sdl.trimEnd() + '\n');
    });
});
