import { describe, expect, it } from "vitest";
import { holdHydration, hydrationReleased } from "./hydration-gate";

describe("the hydration gate", () => {
  it("releases once everything held has settled, failures included", async () => {
    let finish = () => {};
    holdHydration(new Promise<void>((resolve) => (finish = resolve)));
    holdHydration(Promise.reject(new Error("a chunk did not load")));
    let released = false;
    const gate = hydrationReleased().then(() => (released = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(released).toBe(false);
    finish();
    await gate;
    expect(released).toBe(true);
  });
});
