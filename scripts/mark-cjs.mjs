// The shared package is built twice; this marks the CommonJS copy so that Node reads its
// .js files as CommonJS even though the ESM copy sits in the same package.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: mark-cjs.mjs <dir>');
writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'commonjs' }) + '\n');
