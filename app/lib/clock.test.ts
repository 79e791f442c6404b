import { afterEach, describe, expect, it, vi } from "vitest";
import { readClock, systemClock } from "./clock";

describe("clock", () => {
  afterEach(() => vi.useRealTimers());

  it("reads the system clock when asked, not when it was handed over", () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 0, 1, 9, 0, 0));
    const clock = systemClock;
    vi.setSystemTime(Date.UTC(2026, 0, 1, 9, 0, 30));
    expect(readClock(clock).toISOString()).toBe("2026-01-01T09:00:30.000Z");
  });

  it("gives a fixed moment as it is", () => {
    const moment = new Date(Date.UTC(2026, 5, 1));
    expect(readClock(moment)).toBe(moment);
  });
});
