// The hosted provider's origins, for the security policy. A Clerk publishable key is
// "pk_test_" or "pk_live_" followed by the base64 of its frontend API host and a "$".

const KEY_PATTERN = /^pk_(test|live)_([A-Za-z0-9+/=_-]+)$/;
const HOST_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i;

/** The frontend API origin a publishable key points at, or null if the key is malformed. */
export function clerkFrontendApiOrigin(publishableKey: string): string | null {
  const match = KEY_PATTERN.exec(publishableKey.trim());
  if (!match?.[2]) return null;
  const decoded = Buffer.from(match[2].replace(/-/g, "+").replace(/_/g, "/"), "base64").toString(
    "utf8",
  );
  if (!decoded.endsWith("$")) return null;
  const host = decoded.slice(0, -1);
  return HOST_PATTERN.test(host) ? `https://${host.toLowerCase()}` : null;
}

export interface ClerkCspOrigins {
  scriptOrigins: string[];
  connectOrigins: string[];
  frameOrigins: string[];
  imageOrigins: string[];
}

/** What Clerk's documentation asks a Content-Security-Policy to allow. */
export function clerkCspOrigins(publishableKey: string): ClerkCspOrigins {
  const api = clerkFrontendApiOrigin(publishableKey);
  if (!api) {
    throw new Error(
      "VITE_CLERK_PUBLISHABLE_KEY is not a valid Clerk publishable key (pk_test_… or pk_live_…).",
    );
  }
  const challenges = "https://challenges.cloudflare.com";
  return {
    scriptOrigins: [api, challenges],
    connectOrigins: [api],
    frameOrigins: [challenges],
    imageOrigins: ["https://img.clerk.com"],
  };
}
