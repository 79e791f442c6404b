// The site's public origin is a setting of the running server (SITE_URL, server/config.ts), never
// of the build: the root loader gives it to every page, and meta functions read it from the root
// match's data (docs/decisions/240).

/** A route match as React Router gives meta functions (`matches`) and `useMatches`. */
export interface OriginMatch {
  id: string;
  loaderData?: unknown;
}

/** The `origin` of the root loader's data, or "" when there is none (its loader failed). */
export function originOfRootData(data: unknown): string {
  const origin =
    data !== null && typeof data === "object" && "origin" in data ? data.origin : undefined;
  return typeof origin === "string" ? origin : "";
}

/** The public origin from a meta function's `matches`, or "" (then links stay relative). */
export function originOfMatches(matches: readonly (OriginMatch | undefined)[]): string {
  return originOfRootData(matches.find((m) => m?.id === "root")?.loaderData);
}

/** `path` (a path on this site) as an absolute address on the public `origin`. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}
