import type { AnalyticsMetric } from '@maison/shared';
import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, Unique } from 'typeorm';

/** Sums of a day may pass 2^31 (engaged milliseconds, revenue in fen); PostgreSQL answers bigint as text. */
const bigintAsNumber = {
    to: (value: number) => value,
    from: (value: string | number | null) => (value === null ? 0 : Number(value)),
};

/** One figure of one day's rollup: a metric, split by a dimension ('' when it has none). Kept 25 months. */
@Entity()
@Unique(['day', 'metric', 'dimension'])
export class AnalyticsDailyFigure extends VendureEntity {
    constructor(input?: DeepPartial<AnalyticsDailyFigure>) {
        super();
        if (input) Object.assign(this, input);
    }

    @Index()
    @Column({ type: 'varchar', length: 10 })
    day: string;

    @Column({ type: 'varchar', length: 32 })
    metric: AnalyticsMetric;

    @Column({ type: 'varchar', length: 128, default: '' })
    dimension: string;

    @Column({ type: 'bigint', transformer: bigintAsNumber })
    value: number;
}
