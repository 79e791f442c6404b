import { describe, expect, it } from "vitest";
import { GROUPS, timesTable } from "./check";

describe("check", () => {
  it("runs the build before the stages that need it, and every stage once", () => {
    const order = GROUPS.map((lanes) => lanes.flat().map((s) => s.name));
    const groupOf = (name: string) => order.findIndex((g) => g.includes(name));
    expect(groupOf("build")).toBeLessThan(groupOf("size"));
    expect(groupOf("build")).toBeLessThan(groupOf("e2e"));
    expect(groupOf("build")).toBeLessThan(groupOf("flows"));
    const names = order.flat();
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
      "Stage times (the unit tests ran beside the static checks):",
      "  unit     209.0 s  ok",
      "  lint      61.2 s  FAILED",
      "  total    270.0 s  (wall clock)",
    ]);
  });
});
