/**
 * Loads the demo content through the server's seeder: its files are written first, into a
 * `content` folder beside the catalogue's pictures, since the seeder imports them as assets.
 */
import path from 'node:path';

import type { ContentSeeder, ContentSeedResult } from './content-data.types';
import { demoContent } from './demo-content';
import { renderContentFiles } from './render-content-files';

export interface DemoContentSeedResult {
    /** Files written now, and those a previous start had written. */
    files: { written: number; skipped: number };
    content: ContentSeedResult;
}

/** Writes the demo content's files under `imageDir` and hands the content to the seeder. */
export async function seedDemoContent(seeder: ContentSeeder, imageDir: string): Promise<DemoContentSeedResult> {
    const data = demoContent();
    const dir = path.join(imageDir, 'content');
    const files = await renderContentFiles(data.entries, dir);
    const content = await seeder.seedContent(data, dir);
    return { files, content };
}
