import { afterEach, describe, expect, it, vi } from "vitest";
import { ticker } from "./ticker";

describe("ticker", () => {
  afterEach(() => vi.useRealTimers());

  it("ticks every period until stopped, even when stopped from its own tick", () => {
    vi.useFakeTimers();
    let ticks = 0;
    const t = ticker(100, () => {
      ticks++;
      if (ticks === 3) t.stop();
    });
    vi.advanceTimersByTime(99);
    expect(ticks).toBe(0);
    vi.advanceTimersByTime(1);
    expect(ticks).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(ticks).toBe(3);
    const other = ticker(50, () => ticks++);
    other.stop();
    vi.advanceTimersByTime(500);
    expect(ticks).toBe(3);
  });
});
