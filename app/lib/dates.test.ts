import { describe, expect, it } from "vitest";
import { formatIsoDay, formatLongDate, localIsoDay } from "./dates";

const intlUtc = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
const intlLocal = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
});

describe("formatIsoDay", () => {
  it("writes an ISO day as a long en-US date", () => {
    expect(formatIsoDay("2026-11-21")).toBe("November 21, 2026");
  });

  it("returns junk unchanged rather than 'Invalid Date'", () => {
    expect(formatIsoDay("not-a-date")).toBe("not-a-date");
    expect(formatIsoDay("2026-13-01")).toBe("2026-13-01");
  });

  it("writes exactly what Intl writes, for every day from 1999 to 2031", () => {
    for (let time = Date.UTC(1999, 0, 1); time <= Date.UTC(2031, 11, 31); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      expect(formatIsoDay(iso), iso).toBe(intlUtc.format(new Date(time)));
    }
  });

  it("leaves years outside 1000 to 9999 to Intl", () => {
    expect(formatIsoDay("0999-01-05")).toBe(intlUtc.format(new Date("0999-01-05T00:00:00Z")));
  });
});

describe("formatLongDate", () => {
  it("writes a local date as a long en-US date", () => {
    expect(formatLongDate(new Date(2026, 0, 5))).toBe("January 5, 2026");
  });

  it("writes exactly what Intl writes, on the first and last day of every month of 2026", () => {
    for (let month = 0; month < 12; month++) {
      for (const date of [new Date(2026, month, 1), new Date(2026, month + 1, 0)]) {
        expect(formatLongDate(date)).toBe(intlLocal.format(date));
      }
    }
  });
});

describe("localIsoDay", () => {
  it("writes the local calendar day as YYYY-MM-DD", () => {
    expect(localIsoDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});
