import { lazy, Suspense, type ReactNode } from "react";
import { BuiltinAuthProvider } from "./builtin/builtin-auth-provider";

// Chooses the sign-in provider once, at build time: the hosted provider when its publishable
// key is set, our built-in accounts otherwise. Without the key, the hosted provider's code is
// never referenced, so the build ships none of it.

const CLERK_KEY = import.meta.env.VITE_CLERK_PUBLISHABLE_KEY;
const loadClerk = () => import("./clerk/clerk-auth-provider");

// In the browser the hosted provider's code arrives after the page's own: the server's page
// stays on screen, then hydrates inside it, so the provider wraps the whole app without
// remounting it. The server loads it up front, so the pages hold their full content.
const ClerkAuthProvider = CLERK_KEY
  ? import.meta.env.SSR
    ? (await loadClerk()).default
    : lazy(loadClerk)
  : null;

export function AuthProvider({ children }: { children: ReactNode }) {
  if (CLERK_KEY && ClerkAuthProvider) {
    return (
      <Suspense fallback={null}>
        <ClerkAuthProvider publishableKey={CLERK_KEY}>{children}</ClerkAuthProvider>
      </Suspense>
    );
  }
  return <BuiltinAuthProvider>{children}</BuiltinAuthProvider>;
}
