import type { RequestHandler } from 'express';

/**
 * How deep JSON a client may send: the storefront's and the dashboard's deepest variables are
 * a few levels. Far deeper input (thousands of nested arrays) is parsed fine by JSON.parse but
 * exhausts the stack in the recursive walks that GraphQL and Vendure make over variables.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without parsing or
 * recursing, so that any input is measured in constant stack. Stops counting past `limit`.
 */
export function jsonDepth(text: string, limit = Infinity): number {
    let depth = 0;
    let deepest = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
            if (c === 0x5c) i++; // a backslash escapes the next character
            else if (c === 0x22) inString = false;
        } else if (c === 0x22) inString = true;
        else if (c === 0x7b || c === 0x5b) {
            if (++depth > deepest && (deepest = depth) > limit) return deepest;
        } else if (c === 0x7d || c === 0x5d) depth--;
    }
    return deepest;
}

/** An error body-parser passes on as it is: status 400, its own type for `bodyErrors`. */
function tooDeep(): Error {
    return Object.assign(new Error('Request body is nested too deeply'), { status: 400, type: 'entity.too.deep' });
}

/** For body-parser's `verify`: refuses a JSON body nested deeper than `MAX_JSON_DEPTH`. */
export function assertJsonDepth(buf: Buffer): void {
    if (jsonDepth(buf.toString('utf8'), MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw tooDeep();
}

/**
 * The same bound for a GraphQL GET, whose variables and extensions come as JSON in the query
 * string (a URL of 16 KB holds thousands of brackets).
 */
export const jsonQueryDepth: RequestHandler = (req, res, next) => {
    const query = req.query as Record<string, unknown>;
    for (const key of ['variables', 'extensions']) {
        const value = query[key];
        if (typeof value === 'string' && jsonDepth(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
            return void res.status(400).json({ errors: [{ message: tooDeep().message, extensions: { code: 'BAD_REQUEST' } }] });
        }
    }
    next();
};
