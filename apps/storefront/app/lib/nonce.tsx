import { createContext, useContext } from 'react';

/**
 * The nonce of the page being rendered on the server, for the inline scripts React Router
 * writes. In the browser there is none: the scripts are already in the page.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
    return useContext(NonceContext);
}
