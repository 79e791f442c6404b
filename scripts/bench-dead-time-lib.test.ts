import { describe, expect, it } from "vitest";
import {
  formatDeadTimeTable,
  outcomeCell,
  SLOW_4G,
  tookEffectEverywhere,
  type Trial,
} from "./bench-dead-time-lib";

const trial = (effectAfter: number | null, delay = 0, action = "click"): Trial => ({
  action,
  delay,
  actedAt: delay,
  effectAfter,
});

describe("outcomeCell", () => {
  it("says yes with the time to effect for one run, and no without an effect", () => {
    expect(outcomeCell([trial(412.4)])).toBe("yes, 412 ms");
    expect(outcomeCell([trial(null)])).toBe("no");
  });

  it("reports inputs that landed elsewhere instead of an outcome", () => {
    expect(outcomeCell([trial(100), { ...trial(null), missed: "the logo" }])).toBe(
      "input missed the control (1/2)",
    );
  });

  it("counts the runs that took effect, with the median time of those", () => {
    expect(outcomeCell([trial(100), trial(null), trial(300)])).toBe("2/3, 200 ms");
    expect(outcomeCell([trial(null), trial(null)])).toBe("0/2");
  });
});

describe("tookEffectEverywhere", () => {
  it("holds only when every trial saw its effect", () => {
    expect(tookEffectEverywhere([trial(1), trial(2)])).toBe(true);
    expect(tookEffectEverywhere([trial(1), trial(null)])).toBe(false);
    expect(tookEffectEverywhere([])).toBe(false);
  });
});

describe("formatDeadTimeTable", () => {
  it("puts actions in rows and delays in columns", () => {
    const table = formatDeadTimeTable(
      ["click", "type"],
      [trial(50, 0, "click"), trial(null, 100, "click"), trial(80, 0, "type")],
      [0, 100],
    ).split("\n");
    expect(table[0]).toMatch(/\| action \| FCP \+ 0 ms\s*\| FCP \+ 100 ms \|/);
    expect(table[2]).toMatch(/\| click\s*\| yes, 50 ms\s*\| no\s*\|/);
    expect(table[3]).toMatch(/\| type\s*\| yes, 80 ms\s*\|\s*\|/);
  });
});

describe("SLOW_4G", () => {
  it("is Lighthouse's mobile throttling in bytes per second", () => {
    expect(SLOW_4G.latency).toBe(562.5);
    expect(SLOW_4G.downloadThroughput).toBe(188743);
    expect(SLOW_4G.uploadThroughput).toBe(86400);
  });
});
