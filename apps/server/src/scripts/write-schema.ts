import { GraphQLTypesLoader } from '@nestjs/graphql';
import { getFinalVendureSchema, preBootstrapConfig, VENDURE_SHOP_API_TYPE_PATHS } from '@vendure/core';
import fs from 'node:fs';
import path from 'node:path';

import { config } from '../process-config';

/**
 * Writes the Shop API schema, custom fields and plugin extensions included, to the
 * storefront's committed schema.graphql. It needs no database and no running server, so the
 * storefront's query types build offline and in CI.
 */
async function main() {
    const runtimeConfig = await preBootstrapConfig(config);
    const sdl = await getFinalVendureSchema({
        config: runtimeConfig,
        typePaths: VENDURE_SHOP_API_TYPE_PATHS,
        typesLoader: new GraphQLTypesLoader(),
        apiType: 'shop',
        output: 'sdl',
    });
    const target = process.argv[2] ?? path.resolve(__dirname, '../../../storefront/schema.graphql');
    fs.writeFileSync(target, sdl.trimEnd() + '\n');
    process.stdout.write(`wrote ${path.relative(process.cwd(), target)} (${sdl.length} bytes)\n`);
}

main().catch((err) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
});
