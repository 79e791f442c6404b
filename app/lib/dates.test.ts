import { describe, expect, it } from "vitest";
import { formatIsoDay, formatShortDate, localIsoDay, formatTimestamp } from "./dates";

describe("formatIsoDay", () => {
  it("writes an ISO day as a long en-US date", () => {
    expect(formatIsoDay("2026-11-21")).toBe("November 21, 2026");
    expect(formatIsoDay("2026-01-05")).toBe("January 5, 2026");
  });

  it("returns junk unchanged rather than 'Invalid Date'", () => {
    expect(formatIsoDay("not-a-date")).toBe("not-a-date");
    expect(formatIsoDay("2026-13-01")).toBe("2026-13-01");
  });
});

describe("localIsoDay", () => {
  it("writes the local calendar day as YYYY-MM-DD", () => {
    expect(localIsoDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});

describe("formatTimestamp", () => {
  it("writes an ISO timestamp in UTC, whatever the machine's zone", () => {
    expect(formatTimestamp("2026-11-23T14:05:09.000Z")).toBe("November 23, 2026 at 2:05 PM UTC");
  });
  it("gives back what it cannot read", () => {
    expect(formatTimestamp("soon")).toBe("soon");
  });
});

describe("formatShortDate", () => {
  it("writes a timestamp's UTC day with the month shortened", () => {
    expect(formatShortDate("2026-11-23T23:30:00.000Z")).toBe("Nov 23, 2026");
    expect(formatShortDate("2026-01-05")).toBe("Jan 5, 2026");
  });
  it("gives back what it cannot read", () => {
    expect(formatShortDate("later")).toBe("later");
  });
});
