import { describe, expect, it } from "vitest";
import { UploadSlots } from "./upload-slots";

describe("UploadSlots", () => {
  it("grants a client its few slots, then refuses it while others still get theirs", () => {
    const slots = new UploadSlots({ perClient: 2, total: 10 });
    const a1 = slots.acquire("a");
    const a2 = slots.acquire("a");
    expect(a1.granted && a2.granted).toBe(true);
    expect(slots.acquire("a")).toEqual({ granted: false, full: "client" });
    expect(slots.acquire("b").granted).toBe(true);
    if (a1.granted) a1.release();
    expect(slots.acquire("a").granted).toBe(true);
  });

  it("refuses everyone once all slots are in use, and frees them on release (once each)", () => {
    const slots = new UploadSlots({ perClient: 2, total: 3 });
    const held = ["a", "b", "c"].map((client) => slots.acquire(client));
    expect(slots.acquire("d")).toEqual({ granted: false, full: "all" });
    const first = held[0]!;
    if (first.granted) {
      first.release();
      first.release();
    }
    expect(slots.count()).toBe(2);
    expect(slots.count("a")).toBe(0);
    expect(slots.acquire("d").granted).toBe(true);
    expect(slots.acquire("e")).toEqual({ granted: false, full: "all" });
  });
});
