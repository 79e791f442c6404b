import { describe, expect, it } from "vitest";
import { countUpValue, easeOutCubic } from "./count-up";

describe("easeOutCubic", () => {
  it("runs from 0 to 1 and is ahead of linear in the middle", () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
  });

  it("clamps outside 0..1", () => {
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });
});

describe("countUpValue", () => {
  it("starts at 0 and ends exactly on the target", () => {
    expect(countUpValue(10, 0, 2500)).toBe(0);
    expect(countUpValue(10, 2500, 2500)).toBe(10);
    expect(countUpValue(10, 9999, 2500)).toBe(10);
  });

  it("eases out: past half way at half time", () => {
    expect(countUpValue(100, 1250, 2500)).toBe(88);
  });
});
