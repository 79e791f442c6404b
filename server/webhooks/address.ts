import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP } from "node:net";

// Where a webhook may be sent (docs/decisions/504). With the production rule an endpoint is an
// https URL whose host resolves only to public addresses, checked when the endpoint is saved and
// again at each connection (the address connected to is the one checked, so a name that later
// resolves to 10.0.0.1 is refused too). WEBHOOK_LOCAL_URLS=1 (development and tests) also allows
// http and https to localhost, 127.0.0.1 and [::1], and nothing else private.

export interface AddressRule {
  /** Allows http(s)://localhost and loopback addresses (development, tests). */
  allowLocal: boolean;
}

/**
 * The rule this server applies: WEBHOOK_LOCAL_URLS=1 allows local URLs, =0 refuses them;
 * unset, they are allowed outside production (NODE_ENV=production) only.
 */
export function webhookRule(env: NodeJS.ProcessEnv = process.env): AddressRule {
  const set = env.WEBHOOK_LOCAL_URLS?.trim();
  return { allowLocal: set ? set === "1" : env.NODE_ENV !== "production" };
}

const LOCAL_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

function v4Private(ip: string): boolean {
  const [a, b] = ip.split(".").map(Number) as [number, number];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved addresses. */
export function isPrivateAddress(ip: string): boolean {
  if (isIP(ip) === 4) return v4Private(ip);
  const v6 = ip.toLowerCase().replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
  if (mapped) return v4Private(mapped[1]!);
  return (
    v6 === "::" ||
    v6 === "::1" ||
    /^f[cd]/.test(v6) ||
    /^fe[89ab]/.test(v6) ||
    /^ff/.test(v6) ||
    v6.startsWith("64:ff9b:")
  );
}

const isLoopback = (ip: string) =>
  ip === "::1" || ip === "::ffff:127.0.0.1" || (isIP(ip) === 4 && ip.startsWith("127."));

export type UrlCheck = { ok: true; url: string } | { ok: false; problem: string };

/** Whether `raw` may be saved as an endpoint: said as the form shows it. */
export function checkEndpointUrl(raw: string, rule: AddressRule): UrlCheck {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, problem: "Enter a full URL starting with https://." };
  }
  const local = LOCAL_NAMES.has(url.hostname);
  if (url.username || url.password)
    return { ok: false, problem: "Leave the user name and password out of the URL." };
  if (local && rule.allowLocal && (url.protocol === "http:" || url.protocol === "https:"))
    return { ok: true, url: url.toString() };
  if (url.protocol !== "https:")
    return { ok: false, problem: "Enter a full URL starting with https://." };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (
    local ||
    (isIP(host) && isPrivateAddress(host)) ||
    /\.(local|internal|localhost)$/i.test(host)
  )
    return { ok: false, problem: "Enter an address on the public internet." };
  return { ok: true, url: url.toString() };
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for node:http(s) that resolves as usual and refuses a private address (a loopback
 * one too, when the rule allows local URLs), so the check holds for the address connected to.
 */
export function guardedLookup(rule: AddressRule) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find(
        (a) => isPrivateAddress(a.address) && !(rule.allowLocal && isLoopback(a.address)),
      );
      if (refused) {
        const denied = new Error(`Refused a private address: ${refused.address}`);
        return callback(Object.assign(denied, { code: "EPRIVATE" }), []);
      }
      if ((options as { all?: boolean }).all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
