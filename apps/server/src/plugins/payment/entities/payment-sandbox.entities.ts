import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The sandbox's keys (both sides' of both gateways), made by the first instance to start and
 * read by every other: a payment signed through one instance is checked by another.
 */
@Entity()
export class PaymentSandboxKeyRing {
    @PrimaryColumn({ type: 'varchar', length: 16 })
    id: string;

    /** The keys as JSON. */
    @Column({ type: 'text' })
    keys: string;
}

/** A trade at the sandbox's cashier (see SandboxLedger), kept as its JSON record. */
@Entity()
export class PaymentSandboxTrade {
    @PrimaryColumn({ type: 'varchar', length: 64 })
    tradeNo: string;

    @Column({ type: 'text' })
    record: string;

    /** Trades are pruned a week after they were opened (it is a sandbox, not a ledger of record). */
    @Index()
    @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } })
    openedAt: number;
}

/** Which trade a refund number belongs to: WeChat Pay is asked about a refund by its number alone. */
@Entity()
export class PaymentSandboxRefund {
    @PrimaryColumn({ type: 'varchar', length: 64 })
    refundNo: string;

    @Column({ type: 'varchar', length: 64 })
    tradeNo: string;
}
