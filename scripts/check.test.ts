import { describe, expect, it } from "vitest";
import { GROUPS, timesTable } from "./check";

describe("check", () => {
  it("runs the build before the stages that need it, and every stage once", () => {
    // A stage runs after another when it is in a later group, later in the same lane, or waits
    // for it (after).
    const place = (name: string) => {
      for (const [g, lanes] of GROUPS.entries())
        for (const [l, lane] of lanes.entries()) {
          const i = lane.findIndex((s) => s.name === name);
          if (i >= 0) return { g, l, i };
        }
      throw new Error(`no stage ${name}`);
    };
    const after = (later: string, earlier: string) => {
      const a = place(later);
      const b = place(earlier);
      const waits = GROUPS[a.g]![a.l]![a.i]!.after === earlier;
      return a.g > b.g || (a.g === b.g && a.l === b.l && a.i > b.i) || waits;
    };
    for (const needsBuild of ["size", "flows", "e2e"])
      expect(after(needsBuild, "build")).toBe(true);
    const names = GROUPS.flatMap((lanes) => lanes.flat().map((s) => s.name));
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual([
      "build",
      "dev",
      "e2e",
      "flows",
      "format",
      "lengths",
      "lint",
      "size",
      "typecheck",
      "unit",
    ]);
  });

  it("prints each stage's time and outcome, and the total", () => {
    const table = timesTable(
      [
        { name: "unit", seconds: 208.96, ok: true },
        { name: "lint", seconds: 61.2, ok: false },
      ],
      270.04,
    );
    expect(table.split("\n")).toEqual([
      "Stage times (two lanes side by side; the browser tests began once the build was made):",
      "  unit     209.0 s  ok",
      "  lint      61.2 s  FAILED",
      "  total    270.0 s  (wall clock)",
    ]);
  });
});
