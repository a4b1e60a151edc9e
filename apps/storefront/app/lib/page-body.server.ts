import { constants, crc32, deflateRawSync } from 'node:zlib';

import type { NonceTemplate } from './nonce-template';

/**
 * A cached page's bytes, plain and gzipped, around the places its nonce goes. Compressing a page
 * cost more than everything else a cached answer does (1.2 ms for a 126 KB watch page at level
 * 3), so each piece is compressed once, when the page is kept, as deflate blocks that stand on
 * their own (a sync flush ends each, and no block refers back into another piece). An answer
 * joins them with its nonce as an uncompressed block between: a valid gzip stream (RFC 1951
 * §3.2.4, RFC 1952), whose checksum is taken over the plain pieces, which costs microseconds.
 */

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty last block with fixed codes: BFINAL=1, BTYPE=01, then the end-of-block code. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** An uncompressed deflate block (not the last) holding `bytes`; the stream is at a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
    const header = Buffer.alloc(5);
    header[0] = 0x00;
    header.writeUInt16LE(bytes.length, 1);
    header.writeUInt16LE(~bytes.length & 0xffff, 3);
    return Buffer.concat([header, bytes]);
}

/** The CRC-32 polynomial, bits reversed (RFC 1952 §8). */
const CRC_POLYNOMIAL = 0xedb88320;

/** a·b modulo the CRC polynomial, in the CRC's reversed bit order (zlib's multmodp). */
function multiplyModP(a: number, b: number): number {
    let m = 1 << 31;
    let product = 0;
    for (;;) {
        if (a & m) {
            product ^= b;
            if ((a & (m - 1)) === 0) break;
        }
        m >>>= 1;
        b = b & 1 ? (b >>> 1) ^ CRC_POLYNOMIAL : b >>> 1;
    }
    return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const X_TO_POWERS_OF_TWO: readonly number[] = (() => {
    const table = [1 << 30];
    for (let k = 1; k < 32; k++) table.push(multiplyModP(table[k - 1]!, table[k - 1]!));
    return table;
})();

/** What moves a CRC past `length` more bytes: x^(8·length) modulo the polynomial (zlib's x2nmodp). */
function crcShift(length: number): number {
    let p = (1 << 31) >>> 0;
    for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) {
        if (n % 2 === 1) p = multiplyModP(X_TO_POWERS_OF_TWO[k % 32]!, p);
    }
    return p;
}

/** A piece's own CRC and the shift past it: the CRC of anything followed by it costs no pass over it. */
interface PieceCrc {
    crc: number;
    shift: number;
}

export class PageBody {
    private constructor(
        private readonly plainParts: readonly Buffer[],
        private readonly gzipParts: readonly Buffer[],
        private readonly crcs: readonly PieceCrc[],
    ) {}

    /** The page's pieces, encoded, compressed and checksummed once. */
    static of(template: NonceTemplate): PageBody {
        const plain = template.parts.map((p) => Buffer.from(p, 'utf8'));
        const gzipped = plain.map((p) =>
            deflateRawSync(p, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }),
        );
        // zlib.crc32 of an empty buffer answered 0 rather than the running value here.
        const crcs = plain.map((p) => ({ crc: p.length > 0 ? crc32(p) : 0, shift: crcShift(p.length) }));
        return new PageBody(plain, gzipped, crcs);
    }

    /** Bytes held, plain and compressed. */
    get bytes(): number {
        return [...this.plainParts, ...this.gzipParts].reduce((n, b) => n + b.length, 0);
    }

    /** The page with `nonce` in its places. */
    plain(nonce: string): Buffer {
        const n = Buffer.from(nonce, 'utf8');
        return Buffer.concat(this.plainParts.flatMap((p, i) => (i === 0 ? [p] : [n, p])));
    }

    /** The same page as a gzip stream, compressed but for the nonce. */
    gzip(nonce: string): Buffer {
        const n = Buffer.from(nonce, 'utf8');
        if (n.length > 0xffff) throw new Error('a nonce longer than a stored block');
        const nonceBlock = storedBlock(n);
        const chunks: Buffer[] = [GZIP_HEADER];
        let crc = 0;
        let size = 0;
        this.plainParts.forEach((part, i) => {
            if (i > 0) {
                chunks.push(nonceBlock);
                crc = crc32(n, crc);
                size += n.length;
            }
            chunks.push(this.gzipParts[i]!);
            // The CRC of what came before, then this piece (zlib's crc32_combine).
            const piece = this.crcs[i]!;
            crc = (multiplyModP(piece.shift, crc) ^ piece.crc) >>> 0;
            size += part.length;
        });
        const trailer = Buffer.alloc(8);
        trailer.writeUInt32LE(crc >>> 0, 0);
        // ISIZE is the length modulo 2^32 (RFC 1952 §2.3.1).
        trailer.writeUInt32LE(size % 2 ** 32, 4);
        chunks.push(LAST_BLOCK, trailer);
        return Buffer.concat(chunks);
    }
}

/** Whether an Accept-Encoding header admits gzip (by name or `*`, with a q above 0). */
export function acceptsGzip(header: string | null): boolean {
    if (!header) return false;
    return header.split(',').some((item) => {
        const [coding = '', ...params] = item.trim().toLowerCase().split(';');
        if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return q === undefined || Number(q.slice(2)) > 0;
    });
}
