/** Fen as the yuan string Alipay's APIs take and give ("1234.50"), in integer arithmetic. */
export function toGatewayYuan(fen: number): string {
    if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
    return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** A yuan string as a gateway sent it, in fen; undefined for anything that is not an amount. */
export function fromGatewayYuan(yuan: unknown): number | undefined {
    if (typeof yuan !== 'string') return undefined;
    const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
    if (!match) return undefined;
    return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
