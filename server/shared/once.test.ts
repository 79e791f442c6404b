import { describe, expect, it } from "vitest";
import { once } from "./once";

describe("once", () => {
  it("runs the function on the first call only, with its arguments", () => {
    const calls: number[] = [];
    const release = once((n: number) => {
      calls.push(n);
      return n * 2;
    });
    expect(release(3)).toBe(6);
    expect(release(4)).toBeUndefined();
    expect(calls).toEqual([3]);
  });
});
