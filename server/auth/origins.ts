// Which origins may send requests to the accounts API: the site's public origin (SITE_URL),
// and, when the request itself arrives on a loopback host name, that same origin. The second
// rule lets `npm start` work on any port at localhost or 127.0.0.1 without set-up, and it
// cannot be used from another site: a page elsewhere sends its own Origin, which differs from
// the loopback host it calls (and a DNS-rebound name is not a loopback name).

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The request's own origin, if it was addressed to a loopback host name. */
export function loopbackOrigin(requestUrl: string, hostHeader: string | undefined): string | null {
  const url = new URL(requestUrl);
  const host = hostHeader ?? url.host;
  let parsed: URL;
  try {
    parsed = new URL(`${url.protocol}//${host}`);
  } catch {
    return null;
  }
  return LOOPBACK_HOSTS.has(parsed.hostname) ? parsed.origin : null;
}

export function trustedOriginsFor(
  siteOrigin: string,
  requestUrl: string,
  hostHeader: string | undefined,
): string[] {
  const own = loopbackOrigin(requestUrl, hostHeader);
  return own && own !== siteOrigin ? [siteOrigin, own] : [siteOrigin];
}

export type OriginVerdict = "same-origin" | "no-origin" | "cross-origin";

/**
 * Classifies a state-changing request by where it came from. Browsers send Origin on every
 * cross-origin request and on same-origin POSTs; Sec-Fetch-Site covers the rest. Requests with
 * neither come from outside a browser (curl, tests), where cookies are not ambient.
 */
export function classifyOrigin(
  headers: { origin?: string; secFetchSite?: string },
  trusted: readonly string[],
): OriginVerdict {
  const origin = headers.origin?.trim();
  if (origin) return trusted.includes(origin) ? "same-origin" : "cross-origin";
  const site = headers.secFetchSite?.trim();
  if (site === "cross-site" || site === "same-site") return "cross-origin";
  return site === "same-origin" ? "same-origin" : "no-origin";
}
