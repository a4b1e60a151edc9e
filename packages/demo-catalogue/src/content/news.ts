import type { DemoContentEntry } from './content-data.types';

export const newsEntries: DemoContentEntry[] = [];
