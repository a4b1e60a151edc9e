import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SearchStatistics } from './search-statistics';

describe('SearchStatistics', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('refreshes once, a delay after many rows were written, not after a few', async () => {
        const refresh = vi.fn(() => Promise.resolve());
        const stats = new SearchStatistics(refresh, { staleAfterRows: 100, delayMs: 1000 });
        stats.noteWrites(60);
        await vi.advanceTimersByTimeAsync(5000);
        expect(refresh).not.toHaveBeenCalled();
        stats.noteWrites(60);
        stats.noteWrites(500);
        await vi.advanceTimersByTimeAsync(999);
        expect(refresh).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1);
        expect(refresh).toHaveBeenCalledTimes(1);
        // Counting starts again after a refresh.
        stats.noteWrites(60);
        await vi.advanceTimersByTimeAsync(5000);
        expect(refresh).toHaveBeenCalledTimes(1);
        stats.noteWrites(60);
        await vi.advanceTimersByTimeAsync(1000);
        expect(refresh).toHaveBeenCalledTimes(2);
    });

    it('does not refresh once stopped', async () => {
        const refresh = vi.fn(() => Promise.resolve());
        const stats = new SearchStatistics(refresh, { staleAfterRows: 10, delayMs: 1000 });
        stats.noteWrites(20);
        stats.stop();
        await vi.advanceTimersByTimeAsync(5000);
        expect(refresh).not.toHaveBeenCalled();
    });

    it('survives a failed refresh and tries again after more writes', async () => {
        const refresh = vi.fn(() => Promise.reject(new Error('connection lost')));
        const stats = new SearchStatistics(refresh, { staleAfterRows: 10, delayMs: 100 });
        stats.noteWrites(20);
        await vi.advanceTimersByTimeAsync(100);
        stats.noteWrites(20);
        await vi.advanceTimersByTimeAsync(100);
        expect(refresh).toHaveBeenCalledTimes(2);
    });
});
