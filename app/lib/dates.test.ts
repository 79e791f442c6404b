import { describe, expect, it } from "vitest";
import { formatIsoDay, formatLongDate } from "./dates";

describe("formatIsoDay", () => {
  it("writes an ISO day as a long en-US date", () => {
    expect(formatIsoDay("2026-11-21")).toBe("November 21, 2026");
  });

  it("returns junk unchanged rather than 'Invalid Date'", () => {
    expect(formatIsoDay("not-a-date")).toBe("not-a-date");
  });
});

describe("formatLongDate", () => {
  it("writes a local date as a long en-US date", () => {
    expect(formatLongDate(new Date(2026, 0, 5))).toBe("January 5, 2026");
  });
});
