import { PROGRESS_CAP_PERCENT } from '@maison/shared';
import { describe, expect, it } from 'vitest';

import { nextProgress } from './progress';

describe('page progress', () => {
    it('climbs 2 % a tick and stops at 90 %', () => {
        expect(nextProgress(0)).toBe(2);
        let p = 0;
        for (let i = 0; i < 44; i++) p = nextProgress(p);
        expect(p).toBe(88);
        p = nextProgress(nextProgress(p));
        expect(p).toBe(PROGRESS_CAP_PERCENT);
    });
});
