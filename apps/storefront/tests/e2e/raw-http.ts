import net from 'node:net';

/** An answer read off the wire: status, lower-cased headers and the body as text. */
export interface RawReply {
    status: number;
    /** Lower-cased names; a header sent more than once (Set-Cookie) has its values on separate lines. */
    headers: Record<string, string>;
    body: string;
    /** Milliseconds from sending to the end of the answer. */
    ms: number;
}

export interface RawRequest {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Send the body without a Content-Length (chunked). */
    chunked?: boolean;
    /** `1.0` sends an HTTP/1.0 request, which may leave out Host. */
    version?: '1.0' | '1.1';
    /** False leaves the Host header out. */
    host?: boolean;
}

/** One request as bytes, exactly as given: no client library tidies a malformed one up. */
export function requestBytes(r: RawRequest, host = 'localhost'): Buffer {
    const body = r.body === undefined ? undefined : Buffer.isBuffer(r.body) ? r.body : Buffer.from(r.body);
    const lines = [`${r.method ?? 'GET'} ${r.path} HTTP/${r.version ?? '1.1'}`];
    if (r.host !== false) lines.push(`Host: ${host}`);
    lines.push('Connection: close');
    for (const [k, v] of Object.entries(r.headers ?? {})) lines.push(`${k}: ${v}`);
    if (body && r.chunked) lines.push('Transfer-Encoding: chunked');
    else if (body && !Object.keys(r.headers ?? {}).some((k) => k.toLowerCase() === 'content-length')) {
        lines.push(`Content-Length: ${body.length}`);
    }
    const head = Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1');
    if (!body) return head;
    if (!r.chunked) return Buffer.concat([head, body]);
    return Buffer.concat([head, Buffer.from(body.length.toString(16) + '\r\n'), body, Buffer.from('\r\n0\r\n\r\n')]);
}

/**
 * Sends raw bytes to a port and reads the answer until the server closes. A server that closes
 * without answering (Node refuses a malformed request line that way) gives status 0.
 */
export function sendRaw(port: number, bytes: Buffer, timeoutMs = 20_000): Promise<RawReply> {
    const started = Date.now();
    return new Promise((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        const chunks: Buffer[] = [];
        const timer = setTimeout(() => {
            socket.destroy();
            reject(new Error(`no answer within ${timeoutMs} ms`));
        }, timeoutMs);
        socket.on('data', (c) => chunks.push(c));
        socket.on('error', () => undefined);
        socket.on('close', () => {
            clearTimeout(timer);
            resolve(parseReply(Buffer.concat(chunks), Date.now() - started));
        });
        // Written, not ended: a half-closed connection reads to Node as a visitor who left.
        // `Connection: close` makes the server close it once it has answered.
        socket.on('connect', () => socket.write(bytes));
    });
}

export function send(port: number, r: RawRequest): Promise<RawReply> {
    return sendRaw(port, requestBytes(r, `localhost:${port}`));
}

function parseReply(raw: Buffer, ms: number): RawReply {
    // An interim answer (100 Continue) comes before the real one: read past it.
    while (/^HTTP\/1\.[01] 1\d\d /.test(raw.subarray(0, 16).toString('latin1'))) {
        const interimEnd = raw.indexOf('\r\n\r\n');
        if (interimEnd === -1) break;
        raw = raw.subarray(interimEnd + 4);
    }
    const end = raw.indexOf('\r\n\r\n');
    const head = (end === -1 ? raw : raw.subarray(0, end)).toString('latin1');
    const [statusLine, ...headerLines] = head.split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0);
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
        const i = line.indexOf(':');
        if (i <= 0) continue;
        const name = line.slice(0, i).trim().toLowerCase();
        const value = line.slice(i + 1).trim();
        headers[name] = headers[name] === undefined ? value : `${headers[name]}\n${value}`;
    }
    let body = end === -1 ? Buffer.alloc(0) : raw.subarray(end + 4);
    if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
    return { status, headers, body: body.toString('utf8'), ms };
}

/** Chunk sizes count bytes, so the body is taken apart as bytes before it becomes text. */
function unchunk(body: Buffer): Buffer {
    const parts: Buffer[] = [];
    let at = 0;
    while (at < body.length) {
        const eol = body.indexOf('\r\n', at);
        if (eol === -1) break;
        const size = parseInt(body.subarray(at, eol).toString('latin1'), 16);
        if (!size) break;
        parts.push(body.subarray(eol + 2, eol + 2 + size));
        at = eol + 2 + size + 2;
    }
    return Buffer.concat(parts);
}
