import { describe, expect, it } from "vitest";
import { initialHeaderScrollState, nextHeaderScrollState } from "./header-scroll";

function scrollThrough(...ys: number[]) {
  return ys.reduce(nextHeaderScrollState, initialHeaderScrollState);
}

describe("nextHeaderScrollState", () => {
  it("stays visible while scrolling down up to 100px", () => {
    expect(scrollThrough(50, 100).visible).toBe(true);
  });

  it("hides when scrolling down past 100px", () => {
    expect(scrollThrough(50, 101).visible).toBe(false);
  });

  it("shows again on any scroll up", () => {
    expect(scrollThrough(400, 399).visible).toBe(true);
  });

  it("shows within 10px of the top", () => {
    const hidden = scrollThrough(400);
    expect(hidden.visible).toBe(false);
    expect(nextHeaderScrollState({ ...hidden, lastY: 5 }, 10).visible).toBe(true);
  });

  it("gets the stronger shadow only after 10px", () => {
    expect(scrollThrough(10).elevated).toBe(false);
    expect(scrollThrough(11).elevated).toBe(true);
  });

  it("returns the same object when nothing changes", () => {
    const s = scrollThrough(50);
    expect(nextHeaderScrollState(s, 50)).toBe(s);
  });
});
