import type { SeedServicePrice } from './service-data.types';

const yuan = (amount: number) => amount * 100;

/**
 * The service desk's prices in yuan per movement, as a Swiss maker's Chinese service centre
 * quotes them: a full service takes the movement apart, a partial one oils and regulates it.
 * A movement that takes no battery has no battery price.
 */
const TABLE: Record<string, Partial<Record<SeedServicePrice['operation'], number>>> = {
    automatic: {
        'full-service': 4800,
        'partial-service': 2600,
        'water-resistance': 600,
        polishing: 1800,
        'strap-fitting': 300,
    },
    manual: {
        'full-service': 4500,
        'partial-service': 2400,
        'water-resistance': 600,
        polishing: 1800,
        'strap-fitting': 300,
    },
    quartz: {
        'full-service': 2200,
        'partial-service': 1200,
        battery: 480,
        'water-resistance': 600,
        polishing: 1500,
        'strap-fitting': 300,
    },
    chronograph: {
        'full-service': 6800,
        'partial-service': 3600,
        'water-resistance': 600,
        polishing: 2000,
        'strap-fitting': 300,
    },
};

export function demoServicePrices(): SeedServicePrice[] {
    return Object.entries(TABLE).flatMap(([movement, operations]) =>
        Object.entries(operations).map(([operation, amount]) => ({
            movement,
            operation: operation as SeedServicePrice['operation'],
            priceFen: yuan(amount ?? 0),
        })),
    );
}
