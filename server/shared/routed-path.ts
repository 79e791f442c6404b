// Where a request goes, as React Router sees it: limits that apply to a route match this, not the
// raw path, so that a case-changed or percent-encoded path meets the same limits.

/**
 * The path as the router matches it: percent-decoded (a path that cannot be decoded was refused
 * before, server/app.ts), so that "/vendors/x/%63ontact" meets the limits of ".../contact".
 */
export function routedPath(url: string): string {
  const pathname = new URL(url).pathname;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
