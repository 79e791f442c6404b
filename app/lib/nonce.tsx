import { createContext, useContext, type ReactNode } from "react";

// The Content-Security-Policy nonce of the page being rendered on the server
// (docs/decisions/166): the inline scripts React Router and React write carry it. In the
// browser it is empty, as browsers hide a nonce from the page once it is read.

const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce?: string; children: ReactNode }) {
  return <NonceContext value={nonce}>{children}</NonceContext>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
