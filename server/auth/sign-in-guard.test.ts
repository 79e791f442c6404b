import { describe, expect, it } from "vitest";
import { MAX_FAILURES, SignInGuard, WINDOW_MS } from "./sign-in-guard";

describe("SignInGuard", () => {
  it(`refuses an account after ${MAX_FAILURES} failed sign-ins until the window has passed`, () => {
    let now = 1_000_000;
    const guard = new SignInGuard(() => now);
    for (let i = 0; i < MAX_FAILURES - 1; i++) guard.recordFailure("ada@example.com");
    expect(guard.retryAfter("ada@example.com")).toBe(0);
    guard.recordFailure("ada@example.com");
    expect(guard.retryAfter("ada@example.com")).toBe(WINDOW_MS / 1000);
    expect(guard.retryAfter("grace@example.com")).toBe(0);

    now += WINDOW_MS - 1000;
    expect(guard.retryAfter("ada@example.com")).toBe(1);
    now += 1000;
    expect(guard.retryAfter("ada@example.com")).toBe(0);
  });

  it("forgets the failures after a successful sign-in", () => {
    const guard = new SignInGuard(() => 0);
    for (let i = 0; i < MAX_FAILURES - 1; i++) guard.recordFailure("ada@example.com");
    guard.recordSuccess("ada@example.com");
    guard.recordFailure("ada@example.com");
    expect(guard.retryAfter("ada@example.com")).toBe(0);
  });
});
