/**
 * A rendered page kept without its nonce, so that every answer from the cache carries a nonce
 * of its own (a nonce used twice lets an attacker who saw it once inject a script). The page is
 * kept as the pieces between the places the nonce stood, and joined again with a fresh one.
 */
export interface NonceTemplate {
    readonly parts: readonly string[];
}

/** The page's pieces around every occurrence of `nonce`. */
export function toNonceTemplate(html: string, nonce: string): NonceTemplate {
    if (nonce.length < 16) throw new Error('a nonce this short could occur in the page by chance');
    return { parts: html.split(nonce) };
}

/** The page with `nonce` wherever the rendered one stood. */
export function fillNonce(template: NonceTemplate, nonce: string): string {
    return template.parts.join(nonce);
}

/** The nonce a Content-Security-Policy header admits scripts with, if any. */
export function nonceOfPolicy(policy: string | null): string | undefined {
    return policy ? /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy)?.[1] : undefined;
}
