import { describe, expect, it } from 'vitest';

import { TextIndex } from './text-index';

const strings = ['大师陀飞轮腕表', 'rose gold 18k', 'steel case, rose dial', '', 'mc-1204 mc-1205'];
const holding = async (word: string) => {
    const index = await TextIndex.of(strings);
    const { marks, strings: found } = index.holding(word);
    expect([...found].sort((a, b) => a - b)).toEqual([...marks].flatMap((yes, i) => (yes ? [i] : [])));
    return [...marks].flatMap((yes, i) => (yes ? [i] : []));
};
// What String.includes says, the rule the index must agree with.
const byReading = (word: string) => strings.flatMap((s, i) => (s.includes(word) ? [i] : []));

describe('TextIndex', () => {
    it.each(['陀', '飞轮', '陀飞轮腕', 'rose', 'o', 'se', 'dial', 'mc-120', '1205', '18k', 'case,'])(
        'finds %s where reading every string would',
        async (word) => {
            expect(await holding(word)).toEqual(byReading(word));
            expect(byReading(word).length).toBeGreaterThan(0);
        },
    );

    it.each(['轮陀', 'gold 18k', 'roses', 'x', 'mc-1206', ''])(
        'finds %s nowhere, as reading would not',
        async (word) => {
            expect(await holding(word)).toEqual([]);
        },
    );

    it('answers for as many strings as it was given', async () => {
        const many = Array.from({ length: 5_000 }, (_, i) => `sku-${i} 同一描述`);
        const index = await TextIndex.of(many);
        expect(index.holding('同一').strings).toHaveLength(5_000);
        expect(index.holding('sku-4999').strings).toEqual([4_999]);
    });
});
