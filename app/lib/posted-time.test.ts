import { describe, expect, it } from "vitest";
import { calendarDaysBetween, postedTimeLabel } from "./posted-time";

const POSTED = "2026-11-12";
const after = (days: number) => {
  const date = new Date(Date.UTC(2026, 10, 12 + days));
  return date.toISOString().slice(0, 10);
};

describe("calendarDaysBetween", () => {
  it("counts whole calendar days, across month and year ends", () => {
    expect(calendarDaysBetween("2026-11-12", "2026-11-12")).toBe(0);
    expect(calendarDaysBetween("2026-10-31", "2026-11-01")).toBe(1);
    expect(calendarDaysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(calendarDaysBetween("2026-03-28", "2026-03-30")).toBe(2);
  });

  it("is NaN for anything that is not an ISO day", () => {
    expect(calendarDaysBetween("yesterday", "2026-11-12")).toBeNaN();
  });
});

describe("postedTimeLabel", () => {
  it("says Today on the day of posting (0 days)", () => {
    expect(postedTimeLabel(POSTED, after(0))).toBe("Today");
  });

  it("says Yesterday one day later", () => {
    expect(postedTimeLabel(POSTED, after(1))).toBe("Yesterday");
  });

  it("counts days from 2 up to 6 days", () => {
    expect(postedTimeLabel(POSTED, after(2))).toBe("2 days ago");
    expect(postedTimeLabel(POSTED, after(6))).toBe("6 days ago");
  });

  it("switches to weeks at 7 days and stays in weeks up to 29 days", () => {
    expect(postedTimeLabel(POSTED, after(7))).toBe("1 week ago");
    expect(postedTimeLabel(POSTED, after(13))).toBe("1 week ago");
    expect(postedTimeLabel(POSTED, after(14))).toBe("2 weeks ago");
    expect(postedTimeLabel(POSTED, after(29))).toBe("4 weeks ago");
  });

  it("shows the full date from 30 days on", () => {
    expect(postedTimeLabel(POSTED, after(30))).toBe("November 12, 2026");
    expect(postedTimeLabel(POSTED, after(400))).toBe("November 12, 2026");
  });

  it("shows the full date when the posting day is after today", () => {
    expect(postedTimeLabel(POSTED, after(-1))).toBe("November 12, 2026");
  });

  it("returns a malformed posting date unchanged", () => {
    expect(postedTimeLabel("soon", after(0))).toBe("soon");
  });
});
