/**
 * Personal data that can slip into a log message as text (a mainland mobile number, a bearer
 * token): masked before the line is written. Structured fields are redacted by pino itself.
 */
const MOBILE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
const BEARER = /(bearer\s+)[A-Za-z0-9._~+/-]+=*/gi;

export function scrubMessage(message: unknown): string {
    // Typed a string, but some callers hand Vendure's logger an error or nothing at all.
    const text = message instanceof Error ? message.message : String(message);
    return text.replace(MOBILE, '$1****$2').replace(BEARER, '$1[Redacted]');
}

/** Field paths pino replaces with [Redacted], wherever a caller put them. */
export const REDACTED_PATHS = [
    'req.headers.cookie',
    'req.headers.authorization',
    'req.headers["vendure-auth-token"]',
    'res.headers["set-cookie"]',
    'res.headers["vendure-auth-token"]',
    'mobile',
    'phone',
    'code',
    'token',
    'password',
    '*.mobile',
    '*.phone',
    '*.code',
    '*.token',
    '*.password',
];
