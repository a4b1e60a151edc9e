import { createRng, formatCardCode, WARRANTY_CARD_CODE_ALPHABET, WARRANTY_CARD_CODE_LENGTH } from '@maison/shared';

import { buildCatalogue } from '../build-catalogue';

/** One demo watch as the maker recorded it; `cardCode` is printed on its warranty card. */
export interface SeedWatchSerial {
    serial: string;
    sku: string;
    manufacturedOn: string;
    soldOn: string | null;
    salePlace: string | null;
    cardCode: string;
}

export interface WatchSerialSeedResult {
    serials: number;
}

export interface WatchSerialSeeder {
    seedWatchSerials(serials: SeedWatchSerial[]): Promise<WatchSerialSeedResult>;
}

/** Serials made per demo watch model. */
const PER_MODEL = 4;
const SALE_PLACES = ['上海国金中心精品店', '北京SKP精品店', 'morvaux.cn', '成都太古里精品店'];

function day(base: Date, plusDays: number): string {
    return new Date(base.getTime() + plusDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The demo's serial numbers: a handful per watch model, spread over its references, made in
 * 2022–2025, most sold since. Deterministic (seed 1933), so the README can print a few with
 * their cards' codes and tests can use them.
 */
export function demoWatchSerials(): SeedWatchSerial[] {
    const rng = createRng(1933);
    const models = new Map<string, string[]>();
    for (const product of buildCatalogue().products) {
        if (product.kind !== 'watch' || !product.modelCode) continue;
        models.set(product.modelCode, [...(models.get(product.modelCode) ?? []), product.sku]);
    }
    const serials: SeedWatchSerial[] = [];
    const ordered = [...models.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [m, [, skus]] of ordered.entries()) {
        for (let n = 0; n < PER_MODEL; n++) {
            const made = new Date(Date.UTC(2022, 0, 1) + rng.int(0, 3 * 365) * 86_400_000);
            // The last of each model is still in a boutique's safe: its certificate has no sale.
            const sold = n < PER_MODEL - 1;
            const code = Array.from({ length: WARRANTY_CARD_CODE_LENGTH }, () =>
                rng.pick([...WARRANTY_CARD_CODE_ALPHABET]),
            ).join('');
            serials.push({
                serial: `MV${String(m + 10).padStart(2, '0')}${String(n + 1).padStart(2, '0')}${String(rng.int(1000, 9999))}`,
                sku: skus[n % skus.length],
                manufacturedOn: made.toISOString().slice(0, 10),
                soldOn: sold ? day(made, rng.int(30, 300)) : null,
                salePlace: sold ? rng.pick(SALE_PLACES) : null,
                cardCode: formatCardCode(code),
            });
        }
    }
    return serials;
}
