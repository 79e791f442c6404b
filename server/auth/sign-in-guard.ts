import type { StatePeer } from "../shared/cluster-state";
import type { SharedState } from "../shared/shared-state";

// Slows down password guessing without letting a stranger lock anyone out. Failed sign-ins are
// counted three ways, each forgotten an hour after its last failure:
//
// - per account and client: after PAIR_FREE_FAILURES, that client waits before trying that
//   account again, 1 minute, then 2, 4, 8, up to 15 (a slow-down, never a lock);
// - per client, over all accounts: after CLIENT_FREE_FAILURES, the same for every account, so
//   one address cannot try a little on many accounts;
// - per account, over all clients of one network block: past ACCOUNT_ALERT_FAILURES the account
//   is being guessed from many addresses there, and a client there that has failed on it once
//   already waits (`signInKeys`).
//
// A client with no recent failure is never held back by what others did, so the owner can sign
// in while an attack goes on. An attempt counts as failed from the moment it starts (until it
// is settled), so that parallel guesses cannot slip past the limits. The accounts library also
// limits requests per client address (accounts.ts). Counts are kept in Redis when the servers
// share one (REDIS_URL), so that a guesser counts the same on every server; in this process's
// memory otherwise (reset by a restart), and while Redis is unreachable.

export const FORGET_AFTER_MS = 60 * 60 * 1000;
export const PAIR_FREE_FAILURES = 5;
export const CLIENT_FREE_FAILURES = 20;
export const ACCOUNT_ALERT_FAILURES = 10;
export const BASE_DELAY_MS = 60 * 1000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
const MAX_ENTRIES = 50_000;

export type Outcome = "success" | "failure" | "error";

export type Admission =
  | { allowed: false; retryAfter: number }
  | { allowed: true; settle(outcome: Outcome): Promise<void> };

/** What the accounts module asks before it checks a password. */
export interface SignInLimiter {
  admit(account: string, client: string): Promise<Admission>;
}

/**
 * The key a client is counted under: its IPv4 address, or the /64 of its IPv6 address (one
 * host usually has the whole block, so single addresses would be free to change).
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const bare = address.replace(/%.*$/, "").toLowerCase();
  const [head = "", tail] = bare.split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - front.length - back.length).fill("0"), ...back];
  const prefix = groups.slice(0, 4).map((g) => (parseInt(g, 16) || 0).toString(16));
  return `${prefix.join(":")}::/64`;
}

/**
 * The network block an address belongs to: its IPv4 /16, or its IPv6 /48 (a site's allocation).
 */
export function networkBlock(address: string): string {
  const client = clientKey(address);
  if (!client.includes(":")) {
    const octets = client.split(".");
    return octets.length === 4 ? `${octets[0]}.${octets[1]}.0.0/16` : client;
  }
  return `${client.split(":").slice(0, 3).join(":")}::/48`;
}

/**
 * The keys one attempt is counted under. The account's alert count ("being guessed from many
 * addresses") is kept per network block of the guessing clients: a stranger failing from many
 * addresses elsewhere raises the alert for their own networks only, so they cannot keep the
 * stricter rule switched on for the owner's own typos at home. Decision 147.
 */
export function signInKeys(
  account: string,
  address: string,
): { pair: string; client: string; account: string } {
  const client = clientKey(address);
  return {
    pair: `${account}\n${client}`,
    client,
    account: `${account}\n${networkBlock(address)}`,
  };
}

interface Count {
  failures: number;
  lastAt: number;
}

/** Failures per key, forgotten FORGET_AFTER_MS after the last one; bounded in size. */
class Counts {
  private readonly entries = new Map<string, Count>();

  constructor(private readonly now: () => number) {}

  get(key: string): Count | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.lastAt >= FORGET_AFTER_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  add(key: string): void {
    const entry = this.get(key) ?? { failures: 0, lastAt: 0 };
    entry.failures += 1;
    entry.lastAt = this.now();
    // Most recently failed last, so the oldest is the first to be dropped.
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.prune();
    this.entries.set(key, entry);
  }

  /** Takes back one failure counted in advance. */
  remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.failures -= 1;
    if (entry.failures <= 0) this.entries.delete(key);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Entries are kept in the order of their last failure, so the expired ones come first; if
   * the table is still full of live ones, the oldest tenth goes (rather than growing).
   */
  private prune(): void {
    const keep = Math.floor(MAX_ENTRIES * 0.9);
    for (const [key, entry] of this.entries) {
      const expired = this.now() - entry.lastAt >= FORGET_AFTER_MS;
      if (!expired && this.entries.size <= keep) break;
      this.entries.delete(key);
    }
  }
}

/**
 * The admission check and its counting as one step in Redis, so that parallel attempts on
 * several servers cannot all pass before any is counted. KEYS: pair, client, account.
 */
const ADMIT = `
local now = tonumber(ARGV[1])
local forget = tonumber(ARGV[2])
local function count(key)
  local f = tonumber(redis.call('HGET', key, 'f') or '0')
  local l = tonumber(redis.call('HGET', key, 'l') or '0')
  if f <= 0 or now - l >= forget then return 0, 0 end
  return f, l
end
local function wait(f, l, free)
  if f < free then return 0 end
  local delay = math.min(tonumber(ARGV[7]), tonumber(ARGV[6]) * 2 ^ (f - free))
  return math.max(0, l + delay - now)
end
local pf, pl = count(KEYS[1])
local cf, cl = count(KEYS[2])
local af = count(KEYS[3])
local pairFree = tonumber(ARGV[3])
if af >= tonumber(ARGV[5]) then pairFree = 1 end
local w = math.max(wait(pf, pl, pairFree), wait(cf, cl, tonumber(ARGV[4])))
if w > 0 then return tostring(w) end
for i = 1, 3 do
  local f = count(KEYS[i])
  redis.call('HSET', KEYS[i], 'f', f + 1, 'l', ARGV[1])
  redis.call('PEXPIRE', KEYS[i], forget)
end
return '0'
`;

/** Takes back one failure counted in advance. */
const REMOVE_FAILURE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if redis.call('HINCRBY', KEYS[1], 'f', -1) <= 0 then redis.call('DEL', KEYS[1]) end
return 1
`;

/** Milliseconds still to wait after `count` failures, of which `free` cost nothing. */
function waitFor(count: Count | undefined, free: number, now: number): number {
  if (!count || count.failures < free) return 0;
  const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (count.failures - free));
  return Math.max(0, count.lastAt + delay - now);
}

export class SignInGuard implements SignInLimiter {
  private readonly pairs: Counts;
  private readonly clients: Counts;
  private readonly accounts: Counts;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly shared: SharedState | null = null,
    /** The machine's first process, which keeps the counts for several (WEB_CONCURRENCY). */
    private readonly peer: Pick<StatePeer, "admit"> | null = null,
  ) {
    this.pairs = new Counts(now);
    this.clients = new Counts(now);
    this.accounts = new Counts(now);
  }

  async admit(email: string, address: string): Promise<Admission> {
    const { pair, client, account } = signInKeys(email, address);
    const shared = this.shared;
    if (!shared) {
      // The first process's answer; this process's own when it gives none in time.
      return (await this.peer?.admit(email, address)) ?? this.admitHere(account, client, pair);
    }
    const keys = [
      shared.key("sign-in", "pair", pair),
      shared.key("sign-in", "client", client),
      shared.key("sign-in", "account", account),
    ] as const;
    return shared.run(
      async (redis): Promise<Admission> => {
        const wait = Number(
          await redis.eval(
            ADMIT,
            3,
            ...keys,
            String(this.now()),
            String(FORGET_AFTER_MS),
            String(PAIR_FREE_FAILURES),
            String(CLIENT_FREE_FAILURES),
            String(ACCOUNT_ALERT_FAILURES),
            String(BASE_DELAY_MS),
            String(MAX_DELAY_MS),
          ),
        );
        if (wait > 0) return { allowed: false, retryAfter: Math.ceil(wait / 1000) };
        return this.settler(async (outcome) => {
          await shared.run(
            async (r) => {
              if (outcome === "success") await r.del(keys[0]);
              else await r.eval(REMOVE_FAILURE, 1, keys[0]);
              await r.eval(REMOVE_FAILURE, 1, keys[1]);
              await r.eval(REMOVE_FAILURE, 1, keys[2]);
            },
            () => {},
          );
        });
      },
      () => this.admitHere(account, client, pair),
    );
  }

  /** The same, in this process's tables (one synchronous step, so equally atomic). */
  private admitHere(account: string, client: string, pair: string): Admission {
    const underAttack = (this.accounts.get(account)?.failures ?? 0) >= ACCOUNT_ALERT_FAILURES;
    const now = this.now();
    const wait = Math.max(
      waitFor(this.pairs.get(pair), underAttack ? 1 : PAIR_FREE_FAILURES, now),
      waitFor(this.clients.get(client), CLIENT_FREE_FAILURES, now),
    );
    if (wait > 0) return { allowed: false, retryAfter: Math.ceil(wait / 1000) };

    this.pairs.add(pair);
    this.clients.add(client);
    this.accounts.add(account);
    return this.settler(async (outcome) => {
      if (outcome === "success") this.pairs.delete(pair);
      else this.pairs.remove(pair);
      this.clients.remove(client);
      this.accounts.remove(account);
    });
  }

  /** An admission whose failure counted in advance is taken back once, unless it failed. */
  private settler(takeBack: (outcome: Outcome) => Promise<void>): Admission {
    let settled = false;
    return {
      allowed: true,
      settle: async (outcome) => {
        if (settled || outcome === "failure") return;
        settled = true;
        await takeBack(outcome);
      },
    };
  }

  /** Entries in all three of this process's tables. */
  get size(): number {
    return this.pairs.size + this.clients.size + this.accounts.size;
  }
}
