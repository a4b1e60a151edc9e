/**
 * Reads one cookie from a Cookie header (server) or document.cookie (browser). A value that is
 * not valid percent-encoding (`lang=%ZZ`) is read as absent: a visitor's broken cookie must not
 * break the page.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
    if (!header) return undefined;
    for (const part of header.split(';')) {
        const [key, ...rest] = part.trim().split('=');
        if (key !== name) continue;
        try {
            return decodeURIComponent(rest.join('='));
        } catch {
            return undefined;
        }
    }
    return undefined;
}

/** The attribute that keeps a cookie off plain HTTP once the shop is served over HTTPS. */
export function secureAttribute(secure: boolean): string {
    return secure ? '; Secure' : '';
}
