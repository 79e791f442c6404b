import { afterEach, describe, expect, it, vi } from "vitest";
import { MEMBER_LIMITS, tooManyMessage } from "../app/domain/limits";
import { inProcessMemberLimits } from "./member-limits";
import { testClock } from "./shared/testing";

afterEach(() => {
  vi.useRealTimers();
});

describe("member limits", () => {
  it("allow a burst, then refuse with a wait, per member and per rule", async () => {
    const clock = testClock(null, 1_000_000);
    const limits = inProcessMemberLimits();
    const { burst } = MEMBER_LIMITS["company-write"];
    for (let i = 0; i < burst; i++) {
      expect((await limits.take("company-write", "ada")).allowed).toBe(true);
    }
    const refused = await limits.take("company-write", "ada");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect((await limits.take("company-write", "alan")).allowed).toBe(true);
    expect((await limits.take("review-write", "ada")).allowed).toBe(true);
    await clock.advance(refused.retryAfter * 1000);
    expect((await limits.take("company-write", "ada")).allowed).toBe(true);
  });

  it("say when to try again", () => {
    expect(tooManyMessage(20)).toBe("You're doing that too often. Please try again in a minute.");
    expect(tooManyMessage(150)).toBe("You're doing that too often. Please try again in 3 minutes.");
  });
});
