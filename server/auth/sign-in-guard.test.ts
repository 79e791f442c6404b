import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SharedState } from "../shared/shared-state";
import { closeTestState, openTestState, stateBackends } from "../shared/testing";
import {
  ACCOUNT_ALERT_FAILURES,
  BASE_DELAY_MS,
  CLIENT_FREE_FAILURES,
  clientKey,
  MAX_DELAY_MS,
  networkBlock,
  PAIR_FREE_FAILURES,
  SignInGuard,
  FORGET_AFTER_MS,
  type Outcome,
} from "./sign-in-guard";

const ADA = "ada@example.com";

describe.each(stateBackends)("SignInGuard, counting in $name", ({ name: backend }) => {
  let state: SharedState | null = null;
  beforeEach(async () => {
    state = await openTestState(backend);
  });
  afterEach(() => closeTestState(state));

  function setup() {
    let now = 1_000_000;
    const guard = new SignInGuard(() => now, state);
    /** One attempt: its result, or the seconds the client was told to wait. */
    const attempt = async (account: string, client: string, outcome: Outcome = "failure") => {
      const admission = await guard.admit(account, client);
      if (!admission.allowed) return admission.retryAfter;
      await admission.settle(outcome);
      return 0;
    };
    return {
      guard,
      attempt,
      advance: (ms: number) => (now += ms),
    };
  }

  describe("admitting", () => {
    it("slows down the client that guessed wrong, not the account: the owner elsewhere signs in", async () => {
      const { attempt } = setup();
      for (let i = 0; i < PAIR_FREE_FAILURES; i++)
        expect(await attempt(ADA, "203.0.113.9")).toBe(0);
      expect(await attempt(ADA, "203.0.113.9", "success")).toBe(BASE_DELAY_MS / 1000);
      expect(await attempt(ADA, "198.51.100.7", "success")).toBe(0);
    });

    it("makes a guessing client wait longer after each failure, up to 15 minutes, instead of locking", async () => {
      const { attempt, advance } = setup();
      for (let i = 0; i < PAIR_FREE_FAILURES; i++) await attempt(ADA, "203.0.113.9");
      const waits: number[] = [];
      for (let i = 0; i < 6; i++) {
        const wait = await attempt(ADA, "203.0.113.9");
        waits.push(wait);
        advance(wait * 1000);
        expect(await attempt(ADA, "203.0.113.9")).toBe(0);
      }
      expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
      expect(MAX_DELAY_MS).toBe(900_000);
    });

    it("forgets a client's failures an hour after its last one, and at once after it signs in", async () => {
      const { attempt, advance } = setup();
      for (let i = 0; i < PAIR_FREE_FAILURES; i++) await attempt(ADA, "203.0.113.9");
      advance(FORGET_AFTER_MS);
      for (let i = 0; i < PAIR_FREE_FAILURES - 1; i++) await attempt(ADA, "203.0.113.9");
      expect(await attempt(ADA, "203.0.113.9", "success")).toBe(0);
      for (let i = 0; i < PAIR_FREE_FAILURES; i++)
        expect(await attempt(ADA, "203.0.113.9")).toBe(0);
    });

    it("slows down one client trying many accounts, on every account, without touching those accounts", async () => {
      const { attempt } = setup();
      for (let i = 0; i < CLIENT_FREE_FAILURES; i++) {
        expect(await attempt(`person${i}@example.com`, "203.0.113.9")).toBe(0);
      }
      expect(await attempt("never-tried@example.com", "203.0.113.9")).toBe(BASE_DELAY_MS / 1000);
      expect(await attempt("person1@example.com", "198.51.100.7", "success")).toBe(0);
    });

    it("against guessing from many clients: once an account has many failures, a client that failed on it waits after one", async () => {
      const { attempt } = setup();
      for (let i = 0; i < ACCOUNT_ALERT_FAILURES; i++) {
        expect(await attempt(ADA, `192.0.2.${i}`)).toBe(0);
      }
      // Each of those clients has had its one guess.
      expect(await attempt(ADA, "192.0.2.1")).toBe(BASE_DELAY_MS / 1000);
      // A client with no recent failure (the owner) still signs in.
      expect(await attempt(ADA, "198.51.100.7", "success")).toBe(0);
      // Other accounts are as before.
      for (let i = 0; i < PAIR_FREE_FAILURES; i++)
        expect(await attempt("grace@example.com", "192.0.2.1")).toBe(0);
    });

    it("lets no stranger guessing from many networks keep the owner's own typo penalty on", async () => {
      const { attempt, advance } = setup();
      for (let i = 0; i < 3 * ACCOUNT_ALERT_FAILURES; i++) {
        expect(await attempt(ADA, `10.${i}.0.1`)).toBe(0);
        expect(await attempt(ADA, `2001:db8:${i.toString(16)}::1`)).toBe(0);
      }
      // The owner mistypes at home, over and over again while the guessing goes on.
      for (let i = 0; i < PAIR_FREE_FAILURES; i++) {
        expect(await attempt(ADA, "198.51.100.7")).toBe(0);
        advance(1000);
        await attempt(ADA, `10.${100 + i}.0.1`);
      }
      // Past the free ones, the ordinary slow-down of one client, as without the guessing.
      expect(await attempt(ADA, "198.51.100.7", "success")).toBeGreaterThan(0);
      advance(BASE_DELAY_MS);
      expect(await attempt(ADA, "198.51.100.7", "success")).toBe(0);
    });

    it("counts attempts still in progress, so parallel guesses cannot slip past the limit", async () => {
      const { guard } = setup();
      const admissions = await Promise.all(
        Array.from({ length: PAIR_FREE_FAILURES + 3 }, () => guard.admit(ADA, "203.0.113.9")),
      );
      expect(admissions.filter((a) => a.allowed)).toHaveLength(PAIR_FREE_FAILURES);
    });

    it("does not count an attempt the accounts service could not answer", async () => {
      const { attempt } = setup();
      for (let i = 0; i < 20; i++) expect(await attempt(ADA, "203.0.113.9", "error")).toBe(0);
    });

    it.runIf(backend === "memory")("keeps its tables bounded", async () => {
      const { guard, attempt } = setup();
      for (let i = 0; i < 60_000; i++)
        await attempt(`p${i}@example.com`, `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
      expect(guard.size).toBeLessThanOrEqual(3 * 50_000);
    });
  });
});

describe("clientKey", () => {
  it("counts an IPv6 client by its /64, as one host usually has the whole block", () => {
    expect(clientKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2::99")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("keeps IPv4 addresses, also when written as IPv4-mapped IPv6", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("unknown")).toBe("unknown");
  });
});

describe("networkBlock", () => {
  it("is the IPv4 /16 or the IPv6 /48 of an address", () => {
    expect(networkBlock("203.0.113.9")).toBe("203.0.0.0/16");
    expect(networkBlock("::ffff:203.0.113.9")).toBe("203.0.0.0/16");
    expect(networkBlock("2001:db8:85a3:1:2:3:4:5")).toBe("2001:db8:85a3::/48");
    expect(networkBlock("2001:db8::1")).toBe("2001:db8:0::/48");
  });
});
