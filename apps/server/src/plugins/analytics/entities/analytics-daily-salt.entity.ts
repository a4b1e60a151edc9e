import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The salt of a day's visitor hashes. Every instance uses the same one (the first to insert it
 * wins, the others read it); deleted once the day is over, so a hash cannot be tried against
 * addresses afterwards.
 */
@Entity()
export class AnalyticsDailySalt {
    @PrimaryColumn({ type: 'varchar', length: 10 })
    day: string;

    @Column({ type: 'varchar', length: 64 })
    salt: string;
}
