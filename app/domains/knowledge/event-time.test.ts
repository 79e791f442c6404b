import { describe, expect, it } from "vitest";
import { venueTime } from "./event-time";

// The venue's time either side of Europe's clock change (Sunday 28 March 2027, 01:00 UTC).
const inPerson = (startsAt: string, timeZone: string) =>
  venueTime({ format: "in-person", startsAt, timeZone });

describe("venueTime", () => {
  it("reads the same UTC hour an hour later once the clocks go forward", () => {
    expect(inPerson("2027-03-27T09:00:00.000Z", "Europe/Amsterdam")).toBe(
      "March 27, 2027 at 10:00 AM GMT+1 (Europe/Amsterdam)",
    );
    expect(inPerson("2027-03-29T09:00:00.000Z", "Europe/Amsterdam")).toBe(
      "March 29, 2027 at 11:00 AM GMT+2 (Europe/Amsterdam)",
    );
  });

  it("names UTC without repeating it, and gives online events none", () => {
    expect(inPerson("2027-03-29T09:00:00.000Z", "UTC")).toBe("March 29, 2027 at 9:00 AM UTC");
    expect(
      venueTime({ format: "online", startsAt: "2027-03-29T09:00:00.000Z", timeZone: "UTC" }),
    ).toBeNull();
  });
});
