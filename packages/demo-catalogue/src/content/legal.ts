import type { DemoContentEntry } from './content-data.types';

export const legalEntries: DemoContentEntry[] = [];
